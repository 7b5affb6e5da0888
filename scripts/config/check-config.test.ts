import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkConfig } from './check-config.ts';
import { formatProblem } from './problem.ts';
import { PAGE_PARTS } from './text-parts.ts';
import { copyConfig, editFile, PROJECT_ROOT, positionOf } from './test-support.ts';

const schemaDir = path.join(PROJECT_ROOT, 'schema');
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

interface BrokenCase {
  name: string;
  file: 'tours.yaml' | 'site.yaml' | 'i18n/en.yaml';
  search: string;
  replace: string;
  /** Where the problem must point: the `nth` occurrence of `at` in the edited file. */
  at: string;
  nth?: number;
  path: string;
  message: string | RegExp;
  /** How many problems the edit causes in all (the one checked is the one at `path`). */
  count?: number;
}

const { siteLanguages: SITE_LANGUAGES } = parse(readFileSync(path.join(PROJECT_ROOT, 'site.yaml'), 'utf8')) as {
  siteLanguages: string[];
};

const UUID = '11111111-2222-4333-8444-555555555555';

const cases: BrokenCase[] = [
  {
    name: 'wrong type',
    file: 'tours.yaml',
    search: 'price: { from: 59, currency: EUR }',
    replace: 'price: { from: fifty, currency: EUR }',
    at: 'fifty',
    path: 'tours[0].price.from',
    message: 'must be a number (got "fifty")',
  },
  {
    name: 'missing required field',
    file: 'tours.yaml',
    search: '    meetingPoint: { lat: 41.896, lng: 12.4823 }\n',
    replace: '',
    at: 'slug: golf-cart',
    path: 'tours[4].meetingPoint',
    message: 'is missing (required)',
  },
  {
    name: 'unknown key',
    file: 'tours.yaml',
    search: '    cancellationHours: 24\n\n  - slug: hidden-gems',
    replace: '    cancellationHours: 24\n    pricee: 5\n\n  - slug: hidden-gems',
    at: 'pricee',
    path: 'tours[4].pricee',
    message:
      /^unknown key "pricee" \(did you mean "price"\? allowed: slug, card, duration, groupSize, languages, price, meetingPoint, startTimes, cancellationHours, booking\)$/,
  },
  {
    name: 'duplicate slug',
    file: 'tours.yaml',
    search: '  - slug: borghese',
    replace: '  - slug: vatican',
    at: 'vatican\n    name: Borghese',
    path: 'tours[11].slug',
    count: 2, // and cardOrder's "borghese" then names no tour
    message: /^slug "vatican" is used twice \(also at tours\.yaml:\d+:\d+, tours\[10\]\.slug\)$/,
  },
  {
    name: 'widget language the tour does not offer',
    file: 'tours.yaml',
    search: '        pt: 9c8b7a65-4321-4fed-8cba-0987654321a1',
    replace: `        pt: 9c8b7a65-4321-4fed-8cba-0987654321a1\n        de: ${UUID}`,
    at: `de: ${UUID}`,
    path: 'tours[2].booking.products.de',
    message: 'has a product for "de", which is not one of the tour\'s languages (en, pt)',
  },
  {
    name: 'unknown language code in the products',
    file: 'tours.yaml',
    search: '        pt: 9c8b7a65-4321-4fed-8cba-0987654321a1',
    replace: `        pt: 9c8b7a65-4321-4fed-8cba-0987654321a1\n        xx: ${UUID}`,
    at: `xx: ${UUID}`,
    path: 'tours[2].booking.products.xx',
    message: /^unknown key "xx" \(allowed: en, es, fr, de, it, pt, zh, /,
  },
  {
    name: 'missing image',
    file: 'tours.yaml',
    search: 'image: pantheon.jpg',
    replace: 'image: pantheonn.jpg',
    at: 'pantheonn.jpg',
    path: 'tours[7].card.image',
    message: 'photo "pantheonn.jpg" not found in photos/ (add the file, or fix the name)',
  },
  {
    name: 'YAML syntax error (duplicate key)',
    file: 'tours.yaml',
    search: '    groupSize: { max: 10, per: group }\n',
    replace: '    groupSize: { max: 10, per: group }\n    groupSize: { max: 99, per: group }\n',
    at: 'groupSize: { max: 99',
    path: '',
    message: /^YAML syntax: Map keys must be unique \(this key already appears above in the same mapping\)$/,
  },
  {
    name: 'YAML syntax error (unquoted colon)',
    file: 'tours.yaml',
    search: '      image: borghese.jpg\n',
    replace: '      image: borghese: jpg\n',
    at: 'borghese: jpg',
    path: '',
    message:
      'YAML syntax: Nested mappings are not allowed in compact mappings (a value containing ": " must be put in quotes)',
  },
  {
    name: 'start time that is not a time',
    file: 'tours.yaml',
    search: 'startTimes: ["08:30", "13:30"]',
    replace: 'startTimes: ["08:30", "1:30pm"]',
    at: '"1:30pm"',
    path: 'tours[2].startTimes[1]',
    message: 'must be a 24-hour time like "09:30" (got "1:30pm")',
  },
  {
    name: 'tour language without a name in site.yaml',
    file: 'tours.yaml',
    search: 'languages: [en, pt]',
    replace: 'languages: [en, pt, ja]',
    at: 'ja]',
    path: 'tours[2].languages[2]',
    message: /^language "ja" has no name: add it to `languages` in site.yaml/,
  },
  {
    name: 'card order naming an unknown tour',
    file: 'tours.yaml',
    search: '  - golf-cart\n',
    replace: '  - golf-kart\n',
    at: 'golf-kart',
    path: 'cardOrder[4]',
    message: /^no tour has the slug "golf-kart"/,
    count: 2, // and golf-cart is then missing from cardOrder
  },
  {
    name: 'invalid email',
    file: 'site.yaml',
    search: 'email: info@example.com',
    replace: 'email: info-at-example.com',
    at: 'info-at-example.com',
    path: 'contact.email',
    message: 'must be an email address (got "info-at-example.com")',
  },
  {
    name: 'duplicate guide slug',
    file: 'site.yaml',
    search: '  - slug: lucia',
    replace: '  - slug: marco',
    at: 'marco\n    name: Lucía',
    path: 'guides[1].slug',
    message: /^guide slug "marco" is used twice \(also at site\.yaml:\d+:\d+, guides\[0\]\.slug\)$/,
  },
  {
    name: 'guide page language that is not offered',
    file: 'site.yaml',
    search: '    language: es',
    replace: '    language: pt',
    at: 'pt\n',
    path: 'guides[1].language',
    message: /^the site is not published in "pt" \(siteLanguages: /,
  },
  {
    name: 'unknown FAQ placeholder',
    file: 'i18n/en.yaml',
    search: 'answer: We accept {payments}.',
    replace: 'answer: We accept {payment}.',
    at: 'We accept {payment}.',
    path: 'faq[5].answer',
    // and each translation then names {payments}, which English no longer has, and lacks {payment}
    count: 1 + 2 * (SITE_LANGUAGES.length - 1),
    message: /^unknown placeholder \{payment\} \(allowed: \{arrivalMinutes\}, /,
  },
];

describe('checkConfig', () => {
  it('accepts the shipped configuration and generates the typed modules', async () => {
    const { problems, generated } = await checkConfig({ root: PROJECT_ROOT, schemaDir });
    expect(problems).toEqual([]);
    const textModules = SITE_LANGUAGES.flatMap((code) =>
      ['common', ...PAGE_PARTS].map((part) => `src/generated/i18n/${code}/${part}.ts`),
    );
    expect([...(generated?.keys() ?? [])].sort()).toEqual(
      [
        'schema/i18n.schema.json',
        'src/generated/config-types.ts',
        'src/generated/i18n-types.ts',
        'src/generated/languages.ts',
        'src/generated/photos.ts',
        'src/generated/site.ts',
        'src/generated/tours.ts',
        ...textModules,
      ].sort(),
    );
  });

  it.each(cases)('reports $name at the exact place', async (c) => {
    const root = copyConfig();
    roots.push(root);
    const edited = editFile(root, c.file, c.search, c.replace);
    const { problems, generated } = await checkConfig({ root, schemaDir });

    expect(generated).toBeUndefined();
    expect(problems).toHaveLength(c.count ?? 1);
    const problem = problems.find((p) => p.file === c.file && p.path === c.path);
    expect(problem).toMatchObject({ file: c.file, ...positionOf(edited, c.at, c.nth), path: c.path });
    if (typeof c.message === 'string') expect(problem!.message).toBe(c.message);
    else expect(problem!.message).toMatch(c.message);
  });

  it('reports every problem at once, in file order, one per line', async () => {
    const root = copyConfig();
    roots.push(root);
    const tours = editFile(
      root,
      'tours.yaml',
      'price: { from: 35, currency: EUR }',
      'price: { from: "35", currency: USD }',
    );
    const site = editFile(root, 'site.yaml', 'arrivalMinutes: 15', 'arrivalMinutes: -5');
    const { problems } = await checkConfig({ root, schemaDir });

    const at = (text: string, needle: string) => {
      const { line, col } = positionOf(text, needle);
      return `${line}:${col}`;
    };
    expect(problems.map(formatProblem)).toEqual([
      `site.yaml:${at(site, '-5')}  policies.arrivalMinutes  must be at least 0 (got -5)`,
      `tours.yaml:${at(tours, '"35"')}  tours[1].price.from  must be a number (got "35")`,
      `tours.yaml:${at(tours, 'USD')}  tours[1].price.currency  must be one of EUR (got "USD")`,
    ]);
  });
});

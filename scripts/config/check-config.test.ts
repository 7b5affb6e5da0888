import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, type Scalar } from 'yaml';
import { checkConfig } from './check-config.ts';
import { formatProblem } from './problem.ts';
import { PAGE_PARTS } from './text-parts.ts';
import { copyConfig, editYaml, positionIn, positionOf, PROJECT_ROOT } from './test-support.ts';

const schemaDir = path.join(PROJECT_ROOT, 'schema');
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

type Segment = string | number;

interface Expected {
  file: 'tours.yaml' | 'site.yaml' | `i18n/${string}.yaml`;
  path: string;
  message: string | RegExp;
  /** Where the problem points, in the written file: the node at this path (default: `path`'s)… */
  at?: readonly Segment[];
  /** …or the key `key` of the mapping at `at`. */
  key?: string;
  /** …or this position, for a text the YAML parser cannot read. */
  position?: { line: number; col: number };
  /** How many problems the change causes in all (the one checked is the one at `path`). */
  count?: number;
}

interface BrokenCase {
  name: string;
  /** Changes the copied config in `root`; returns what the check must report. */
  breakConfig(root: string): Expected;
}

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const { tours: TOURS } = parse(read('tours.yaml')) as {
  tours: Array<{ slug: string; startTimes: string[]; booking?: { products?: Record<string, string> } }>;
};
const { siteLanguages: SITE_LANGUAGES } = parse(read('site.yaml')) as { siteLanguages: string[] };
const LAST = TOURS.length - 1;
const TOUR_KEYS = Object.keys(
  (JSON.parse(read('schema/tours.schema.json')) as { definitions: { tour: { properties: object } } }).definitions.tour
    .properties,
);
const { faq: FAQ } = parse(read('i18n/en.yaml')) as { faq: Array<{ answer: string }> };
const FAQ_WITH_LINK = FAQ.findIndex((item) => item.answer.includes('](tour:'));
const WITH_PRODUCTS = TOURS.findIndex((tour) => Object.keys(tour.booking?.products ?? {}).length > 0);

const UUID = '11111111-2222-4333-8444-555555555555';

/** Appends `lines` to a file of `root`; returns the position of the first appended line. */
function appendLines(root: string, file: string, lines: string): { line: number; col: number } {
  const target = path.join(root, file);
  const text = readFileSync(target, 'utf8').replace(/\n*$/, '\n');
  writeFileSync(target, text + lines);
  return { line: text.split('\n').length, col: 1 };
}

const cases: BrokenCase[] = [
  {
    name: 'wrong type',
    breakConfig(root) {
      editYaml(root, 'tours.yaml', (doc) => doc.setIn(['tours', 0, 'price', 'from'], 'fifty'));
      return { file: 'tours.yaml', path: 'tours[0].price.from', message: 'must be a number (got "fifty")' };
    },
  },
  {
    name: 'a blank where a number is expected (named as a number, not as blank)',
    breakConfig(root) {
      editYaml(root, 'tours.yaml', (doc) => doc.setIn(['tours', 0, 'price', 'from'], ' '));
      return { file: 'tours.yaml', path: 'tours[0].price.from', message: 'must be a number (got " ")' };
    },
  },
  {
    name: 'a blank under an unknown key (named as unknown only)',
    breakConfig(root) {
      editYaml(root, 'site.yaml', (doc) => doc.setIn(['hero', 'caption'], ' '));
      return {
        file: 'site.yaml',
        path: 'hero.caption',
        message: /^unknown key "caption"/,
        at: ['hero'],
        key: 'caption',
      };
    },
  },
  {
    name: 'a number among the English texts, to be quoted there (not asked of every language)',
    breakConfig(root) {
      editYaml(root, 'i18n/en.yaml', (doc) => doc.setIn(['tours', TOURS[0]!.slug, 'highlights', 0], 2000));
      return {
        file: 'i18n/en.yaml',
        path: `tours.${TOURS[0]!.slug}.highlights[0]`,
        message: 'must be text: write it in quotes, "2000" (got 2000)',
      };
    },
  },
  {
    name: 'a number where text is expected, to be quoted as written',
    breakConfig(root) {
      editYaml(root, 'site.yaml', (doc) => {
        // Written 1.10: YAML reads the number 1.1.
        const written = doc.createNode(1.1) as Scalar;
        written.minFractionDigits = 2;
        doc.setIn(['contact', 'phone'], written);
      });
      return {
        file: 'site.yaml',
        path: 'contact.phone',
        message: 'must be text: write it in quotes, "1.10" (got 1.1)',
      };
    },
  },
  {
    name: 'missing required field',
    breakConfig(root) {
      editYaml(root, 'tours.yaml', (doc) => doc.deleteIn(['tours', LAST, 'meetingPoint']));
      return {
        file: 'tours.yaml',
        path: `tours[${LAST}].meetingPoint`,
        message: 'is missing (required)',
        at: ['tours', LAST],
      };
    },
  },
  {
    name: 'unknown key',
    breakConfig(root) {
      editYaml(root, 'tours.yaml', (doc) => doc.setIn(['tours', LAST, 'pricee'], 5));
      return {
        file: 'tours.yaml',
        path: `tours[${LAST}].pricee`,
        message: `unknown key "pricee" (did you mean "price"? allowed: ${TOUR_KEYS.join(', ')})`,
        at: ['tours', LAST],
        key: 'pricee',
      };
    },
  },
  {
    name: 'unknown language code in the products',
    breakConfig(root) {
      editYaml(root, 'tours.yaml', (doc) => doc.setIn(['tours', WITH_PRODUCTS, 'booking', 'products', 'xx'], UUID));
      return {
        file: 'tours.yaml',
        path: `tours[${WITH_PRODUCTS}].booking.products.xx`,
        message: /^unknown key "xx" \(allowed: en, es, fr, de, it, pt, zh, /,
        at: ['tours', WITH_PRODUCTS, 'booking', 'products'],
        key: 'xx',
      };
    },
  },
  {
    name: 'missing image (a rule, run by the check)',
    breakConfig(root) {
      editYaml(root, 'tours.yaml', (doc) => doc.setIn(['tours', 0, 'card', 'image'], 'no-such-photo.jpg'));
      return {
        file: 'tours.yaml',
        path: 'tours[0].card.image',
        message: 'photo "no-such-photo.jpg" not found in photos/ (add the file, or fix the name)',
      };
    },
  },
  {
    name: 'YAML syntax error (duplicate key)',
    breakConfig(root) {
      const position = appendLines(root, 'tours.yaml', 'cardOrder: []\n');
      return {
        file: 'tours.yaml',
        path: '',
        message: /^YAML syntax: Map keys must be unique \(this key already appears above in the same mapping\)$/,
        position,
      };
    },
  },
  {
    name: 'YAML syntax error (unquoted colon)',
    breakConfig(root) {
      appendLines(root, 'tours.yaml', 'note:\n  image: borghese: jpg\n');
      return {
        file: 'tours.yaml',
        path: '',
        message:
          'YAML syntax: Nested mappings are not allowed in compact mappings (a value containing ": " must be put in quotes, or this line is indented further than the one above)',
        position: positionOf(readFileSync(path.join(root, 'tours.yaml'), 'utf8'), 'borghese: jpg'),
      };
    },
  },
  {
    name: 'start time that is not a time',
    breakConfig(root) {
      const last = TOURS[0]!.startTimes.length - 1;
      editYaml(root, 'tours.yaml', (doc) => doc.setIn(['tours', 0, 'startTimes', last], '1:30pm'));
      return {
        file: 'tours.yaml',
        path: `tours[0].startTimes[${last}]`,
        message: 'must be a 24-hour time like "09:30" (got "1:30pm")',
      };
    },
  },
  {
    name: 'invalid email',
    breakConfig(root) {
      editYaml(root, 'site.yaml', (doc) => doc.setIn(['contact', 'email'], 'info-at-example.com'));
      return {
        file: 'site.yaml',
        path: 'contact.email',
        message: 'must be an email address (got "info-at-example.com")',
      };
    },
  },
  {
    name: 'a price with more than two decimals',
    breakConfig(root) {
      editYaml(root, 'tours.yaml', (doc) => doc.setIn(['tours', 0, 'price', 'from'], 59.999));
      return {
        file: 'tours.yaml',
        path: 'tours[0].price.from',
        message: 'must have at most two decimals, like 59.90 (got 59.999)',
      };
    },
  },
  {
    name: 'no free cancellation window (0 hours)',
    breakConfig(root) {
      editYaml(root, 'tours.yaml', (doc) => doc.setIn(['tours', 0, 'cancellationHours'], 0));
      return { file: 'tours.yaml', path: 'tours[0].cancellationHours', message: 'must be at least 1 (got 0)' };
    },
  },
  {
    name: 'the same start time twice, the items counted from 1',
    breakConfig(root) {
      editYaml(root, 'tours.yaml', (doc) => doc.setIn(['tours', 0, 'startTimes'], ['14:00', '09:00', '09:00']));
      return {
        file: 'tours.yaml',
        path: 'tours[0].startTimes[2]',
        message: 'appears twice in the list: items 2 and 3 (counting from 1) are both "09:00"',
      };
    },
  },
  {
    name: 'a review address without its host',
    breakConfig(root) {
      editYaml(root, 'site.yaml', (doc) => doc.setIn(['guides', 0, 'reviewUrl'], 'https://'));
      return {
        file: 'site.yaml',
        path: 'guides[0].reviewUrl',
        message:
          'must be a full address starting with https:// and its host, like "https://www.example.com/page" (got "https://")',
      };
    },
  },
  {
    name: 'a country written out',
    breakConfig(root) {
      editYaml(root, 'site.yaml', (doc) => doc.setIn(['contact', 'address', 'country'], 'Italy'));
      return {
        file: 'site.yaml',
        path: 'contact.address.country',
        message: 'must be a two-letter country code in capitals, like "IT" (got "Italy")',
      };
    },
  },
  {
    name: 'a postal code with the city in it',
    breakConfig(root) {
      editYaml(root, 'site.yaml', (doc) => doc.setIn(['contact', 'address', 'postalCode'], '00184 Roma'));
      return {
        file: 'site.yaml',
        path: 'contact.address.postalCode',
        message:
          'must be the postal code alone (3 to 10 digits, capitals, spaces or hyphens), like "00184": the city has a key of its own (got "00184 Roma")',
      };
    },
  },
  {
    name: 'a VAT number with a space',
    breakConfig(root) {
      editYaml(root, 'site.yaml', (doc) => doc.setIn(['legal', 'vatNumber'], 'it 01234567890'));
      return {
        file: 'site.yaml',
        path: 'legal.vatNumber',
        message:
          'must be the VAT number with its country prefix, in capitals and without spaces, like "IT01234567890" (got "it 01234567890")',
      };
    },
  },
  {
    name: 'a payment origin pasted with a trailing slash',
    breakConfig(root) {
      editYaml(root, 'site.yaml', (doc) => doc.setIn(['booking', 'extraOrigins'], ['https://pay.example.com/']));
      return {
        file: 'site.yaml',
        path: 'booking.extraOrigins[0]',
        message:
          'must be an origin like "https://www.example.com" (no path, no trailing slash) (got "https://pay.example.com/")',
      };
    },
  },
  {
    name: 'a language on request with its region in lower case',
    breakConfig(root) {
      editYaml(root, 'site.yaml', (doc) => doc.set('languagesOnRequest', ['ar-eg']));
      return {
        file: 'site.yaml',
        path: 'languagesOnRequest[0]',
        message: 'must be a language code like "pt", or with its region in capitals, like "ar-EG" (got "ar-eg")',
      };
    },
  },
  {
    name: 'coordinates written with decimal commas',
    breakConfig(root) {
      const file = path.join(root, 'tours.yaml');
      const text = readFileSync(file, 'utf8').replace(
        '{ lat: 41.8925, lng: 12.4906 }',
        '{ lat: 41,8925, lng: 12,4906 }',
      );
      writeFileSync(file, text);
      return {
        file: 'tours.yaml',
        path: 'tours[0].meetingPoint["8925"]',
        message:
          'unknown key "8925": write a decimal number with a point, like 41.8925 (a comma here starts another entry)',
        position: positionOf(text, '8925'),
        count: 2,
      };
    },
  },
  {
    name: 'an apostrophe ending a text in single quotes',
    breakConfig(root) {
      const position = appendLines(root, 'tours.yaml', "note: 'l'escursione'\n");
      return {
        file: 'tours.yaml',
        path: '',
        message:
          /^YAML syntax: .* \(in a text in single quotes, write an apostrophe twice \(''\) or put the text in double quotes\)$/,
        position: { line: position.line, col: expect.any(Number) as unknown as number },
      };
    },
  },
  {
    name: "a tour's name made of spaces",
    breakConfig(root) {
      editYaml(root, 'i18n/de.yaml', (doc) => doc.setIn(['tours', TOURS[0]!.slug, 'name'], '   '));
      return {
        file: 'i18n/de.yaml',
        path: `tours.${TOURS[0]!.slug}.name`,
        message: 'is blank: write its text (got "   ")',
      };
    },
  },
  {
    name: "the company's name made of spaces (named as blank, not as too short)",
    breakConfig(root) {
      editYaml(root, 'site.yaml', (doc) => doc.set('name', ' '));
      return { file: 'site.yaml', path: 'name', message: 'is blank: write its text (got " ")' };
    },
  },
  {
    name: 'unknown FAQ placeholder',
    breakConfig(root) {
      editYaml(root, 'i18n/en.yaml', (doc) => {
        const answer = doc.getIn(['faq', 0, 'answer']) as string;
        doc.setIn(['faq', 0, 'answer'], `${answer} {noSuchValue}`);
      });
      return {
        file: 'i18n/en.yaml',
        path: 'faq[0].answer',
        // and each translation then lacks {noSuchValue}
        count: SITE_LANGUAGES.length,
        message: /^unknown placeholder \{noSuchValue\} \(allowed: \{arrivalMinutes\}, /,
      };
    },
  },
  {
    name: "a tour's know-before-you-go missing in one language",
    breakConfig(root) {
      editYaml(root, 'i18n/de.yaml', (doc) => doc.deleteIn(['tours', 'vatican', 'knowBeforeYouGo']));
      return {
        file: 'i18n/de.yaml',
        path: 'tours.vatican.knowBeforeYouGo',
        message: 'is missing (required)',
        at: ['tours', 'vatican'],
      };
    },
  },
  {
    name: 'FAQ answer linking a tour that does not exist',
    breakConfig(root) {
      editYaml(root, 'i18n/en.yaml', (doc) => {
        const answer = doc.getIn(['faq', 0, 'answer']) as string;
        doc.setIn(['faq', 0, 'answer'], `${answer} See [the Baths](tour:baths-of-caracalla).`);
      });
      return {
        file: 'i18n/en.yaml',
        path: 'faq[0].answer',
        // and each translation then lacks the link
        count: SITE_LANGUAGES.length,
        message: 'links tour "baths-of-caracalla", which tours.yaml does not have',
      };
    },
  },
  {
    name: 'translated FAQ answer without the English tour link',
    breakConfig(root) {
      const at = ['faq', FAQ_WITH_LINK, 'answer'];
      editYaml(root, 'i18n/it.yaml', (doc) =>
        doc.setIn(at, (doc.getIn(at) as string).replace(/\[([^\]]+)\]\(tour:[\w-]+\)/, '$1')),
      );
      return {
        file: 'i18n/it.yaml',
        path: `faq[${FAQ_WITH_LINK}].answer`,
        message: /^must link the same tours as the English, \[text\]\(tour:slug\) for /,
      };
    },
  },
];

/** `tours[3].price.from` → its segments. */
function pathSegments(shown: string): Segment[] {
  return [...shown.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

describe('checkConfig', () => {
  it('accepts the shipped configuration and generates the typed modules', async () => {
    const { problems, generated } = await checkConfig({ root: PROJECT_ROOT, schemaDir });
    expect(problems).toEqual([]);
    const slugs = TOURS.map((tour) => tour.slug);
    const textModules = SITE_LANGUAGES.flatMap((code) =>
      ['common', ...PAGE_PARTS, 'index', 'tour-texts', ...slugs.map((slug) => `tours/${slug}`)].map(
        (part) => `src/generated/i18n/${code}/${part}.ts`,
      ),
    );
    expect([...(generated?.keys() ?? [])].sort()).toEqual(
      [
        'schema/i18n.schema.json',
        'src/generated/company.ts',
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
    const expected = c.breakConfig(root);
    const { problems, generated } = await checkConfig({ root, schemaDir });

    expect(generated).toBeUndefined();
    expect(problems, problems.map(formatProblem).join('\n')).toHaveLength(expected.count ?? 1);
    const problem = problems.find((p) => p.file === expected.file && p.path === expected.path);
    const written = readFileSync(path.join(root, expected.file), 'utf8');
    const position = expected.position ?? positionIn(written, expected.at ?? pathSegments(expected.path), expected.key);
    expect(problem).toMatchObject({ file: expected.file, ...position, path: expected.path });
    if (typeof expected.message === 'string') expect(problem!.message).toBe(expected.message);
    else expect(problem!.message).toMatch(expected.message);
  });

  it("gives each tour's module its facts beside its texts, and the company's details a module of their own", async () => {
    const { generated } = await checkConfig({ root: PROJECT_ROOT, schemaDir });
    const site = parse(read('site.yaml')) as Record<string, unknown>;
    for (const code of SITE_LANGUAGES)
      for (const tour of TOURS)
        expect(generated?.get(`src/generated/i18n/${code}/tours/${tour.slug}.ts`)).toContain(
          `export const facts: Tour = ${JSON.stringify(tour, null, 2)};`,
        );
    const company = generated?.get('src/generated/company.ts') ?? '';
    for (const key of ['name', 'siteUrl', 'contact', 'social'])
      expect(company).toContain(JSON.stringify({ [key]: site[key] }, null, 2).slice(2, -2));
    const rest = generated?.get('src/generated/site.ts') ?? '';
    expect(rest).toContain('...company,');
    expect(rest).not.toContain(JSON.stringify(site.contact, null, 2).split('\n')[1]);
  });

  it('reports every problem at once, in file order, one per line', async () => {
    const root = copyConfig();
    roots.push(root);
    const tours = editYaml(root, 'tours.yaml', (doc) => {
      doc.setIn(['tours', 0, 'price', 'from'], '35');
      doc.setIn(['tours', 0, 'price', 'currency'], 'USD');
    });
    const site = editYaml(root, 'site.yaml', (doc) => doc.setIn(['policies', 'arrivalMinutes'], -5));
    const { problems } = await checkConfig({ root, schemaDir });

    const at = (text: string, segments: Segment[]) => {
      const { line, col } = positionIn(text, segments);
      return `${line}:${col}`;
    };
    expect(problems.map(formatProblem)).toEqual([
      `site.yaml:${at(site, ['policies', 'arrivalMinutes'])}  policies.arrivalMinutes  must be at least 0 (got -5)`,
      `tours.yaml:${at(tours, ['tours', 0, 'price', 'from'])}  tours[0].price.from  must be a number (got "35")`,
      `tours.yaml:${at(tours, ['tours', 0, 'price', 'currency'])}  tours[0].price.currency  must be one of EUR (got "USD")`,
    ]);
  });
});

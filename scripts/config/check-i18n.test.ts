// The language files, broken one way at a time: each variation is made on the parsed
// i18n/en.yaml (or a translation) and written back with the `yaml` package, so the tests do not
// depend on the wording of the shipped texts.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { placeholdersIn } from '../../src/lib/placeholders.ts';
import { checkConfig } from './check-config.ts';
import { isPluralForms } from './i18n-schema.ts';
import { formatPath, formatProblem } from './problem.ts';
import { copyConfig, positionIn, PROJECT_ROOT } from './test-support.ts';

const schemaDir = path.join(PROJECT_ROOT, 'schema');
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

type Texts = Record<string, unknown> & { tours: Record<string, Record<string, unknown>> };
type Segment = string | number;

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const english = parse(read('i18n/en.yaml')) as Texts;
const { tours } = parse(read('tours.yaml')) as { tours: Array<{ slug: string }> };
const { siteLanguages } = parse(read('site.yaml')) as { siteLanguages: string[] };
const FIRST_SLUG = tours[0]!.slug;
const TRANSLATION = siteLanguages.find((code) => code !== 'en')!;

/** The first text of `data` naming a placeholder, outside plural forms: its path and name. */
function firstPlaceholder(data: unknown, at: Segment[] = []): { at: Segment[]; name: string } | undefined {
  if (typeof data === 'string') {
    const [name] = placeholdersIn(data);
    return name === undefined ? undefined : { at, name };
  }
  if (isPluralForms(data) || typeof data !== 'object' || data === null) return undefined;
  for (const [key, child] of Object.entries(data)) {
    const found = firstPlaceholder(child, [...at, Array.isArray(data) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}
const PLACEHOLDER = firstPlaceholder(english)!;

function setIn(data: unknown, at: readonly Segment[], update: (value: string) => string): void {
  const parent = at.slice(0, -1).reduce<unknown>((node, segment) => (node as Record<Segment, unknown>)[segment], data);
  const last = at[at.length - 1]!;
  const node = parent as Record<Segment, string>;
  node[last] = update(node[last]!);
}

interface Expected {
  file: string;
  path: string;
  message: string | RegExp;
  /** Where the problem points, in the written file: the node at this path (default: `path`'s)… */
  at?: readonly Segment[];
  /** …or the key `key` of the mapping at `at`. */
  key?: string;
  /** How many problems the change causes in all (the one checked is the one with `message`). */
  count?: number;
}

interface BrokenCase {
  name: string;
  /** Changes the copied config in `root`; returns what the check must report. */
  breakConfig(root: string): Expected;
}

/** Writes i18n/<code>.yaml of `root` as `change` leaves the parsed file. */
function editTexts(root: string, code: string, change: (texts: Texts) => void): void {
  const file = path.join(root, `i18n/${code}.yaml`);
  const texts = parse(readFileSync(file, 'utf8')) as Texts;
  change(texts);
  writeFileSync(file, stringify(texts));
}

const cases: BrokenCase[] = [
  {
    name: "a locale of another language (a file copied from another's)",
    breakConfig(root) {
      editTexts(root, TRANSLATION, (texts) => ((texts.language as { locale: string }).locale = 'en-GB'));
      return {
        file: `i18n/${TRANSLATION}.yaml`,
        path: 'language.locale',
        message: new RegExp(
          `^"en-GB" is not a locale of "${TRANSLATION}" \\(this file's language\\): write one such as ${TRANSLATION}-[A-Z]{2}$`,
        ),
      };
    },
  },
  {
    name: 'a locale that is not one',
    breakConfig(root) {
      editTexts(root, TRANSLATION, (texts) => ((texts.language as { locale: string }).locale = 'german language'));
      return {
        file: `i18n/${TRANSLATION}.yaml`,
        path: 'language.locale',
        message: /^"german language" is not a locale of /,
      };
    },
  },
  {
    name: "another language's name",
    breakConfig(root) {
      editTexts(
        root,
        TRANSLATION,
        (texts) => ((texts.language as { name: string }).name = (english.language as { name: string }).name),
      );
      return {
        file: `i18n/${TRANSLATION}.yaml`,
        path: 'language.name',
        message: `"${(english.language as { name: string }).name}" is also the name in i18n/en.yaml: write this language's own name`,
      };
    },
  },
  {
    name: 'a missing key in a translation',
    breakConfig(root) {
      editTexts(root, TRANSLATION, (texts) => delete texts.tours[FIRST_SLUG]!.description);
      return {
        file: `i18n/${TRANSLATION}.yaml`,
        path: `tours.${FIRST_SLUG}.description`,
        message: 'is missing (required)',
        at: ['tours', FIRST_SLUG],
      };
    },
  },
  {
    name: 'an extra key in a translation',
    breakConfig(root) {
      editTexts(root, TRANSLATION, (texts) => (texts.tours[FIRST_SLUG]!.subtitle = 'Extra'));
      return {
        file: `i18n/${TRANSLATION}.yaml`,
        path: `tours.${FIRST_SLUG}.subtitle`,
        message: /^unknown key "subtitle"/,
        at: ['tours', FIRST_SLUG],
        key: 'subtitle',
      };
    },
  },
  {
    name: 'texts for a tour tours.yaml does not have',
    breakConfig(root) {
      editTexts(root, 'en', (texts) => (texts.tours['no-such-tour'] = texts.tours[FIRST_SLUG]!));
      return {
        file: 'i18n/en.yaml',
        path: 'tours.no-such-tour',
        message: /^unknown key "no-such-tour"/,
        at: ['tours'],
        key: 'no-such-tour',
      };
    },
  },
  {
    name: 'a placeholder missing in a translation',
    breakConfig(root) {
      editTexts(root, TRANSLATION, (texts) =>
        setIn(texts, PLACEHOLDER.at, (text) => text.replaceAll(`{${PLACEHOLDER.name}}`, '')),
      );
      return {
        file: `i18n/${TRANSLATION}.yaml`,
        path: formatPath(PLACEHOLDER.at),
        message: new RegExp(`^\\{${PLACEHOLDER.name}\\} is missing \\(the English text, i18n/en\\.yaml:\\d+, has `),
      };
    },
  },
  {
    name: 'a misspelled placeholder',
    breakConfig(root) {
      editTexts(root, TRANSLATION, (texts) =>
        setIn(texts, PLACEHOLDER.at, (text) => text.replaceAll(`{${PLACEHOLDER.name}}`, `{${PLACEHOLDER.name}x}`)),
      );
      return {
        file: `i18n/${TRANSLATION}.yaml`,
        path: formatPath(PLACEHOLDER.at),
        message: new RegExp(
          `^\\{${PLACEHOLDER.name}x\\} is not a placeholder of this text \\(the English text, i18n/en\\.yaml:\\d+, has `,
        ),
        count: 2, // and {${PLACEHOLDER.name}} is then missing
      };
    },
  },
  {
    name: 'a published language without its file',
    breakConfig(root) {
      const index = siteLanguages.length - 1;
      const code = siteLanguages[index]!;
      rmSync(path.join(root, `i18n/${code}.yaml`));
      return {
        file: 'site.yaml',
        path: `siteLanguages[${index}]`,
        message: `language "${code}" has no texts: copy i18n/en.yaml to i18n/${code}.yaml and translate it`,
      };
    },
  },
];

describe('checkConfig: the language files', () => {
  it.each(cases)('reports $name at the exact place, and generates nothing', async (c) => {
    const root = copyConfig();
    roots.push(root);
    const expected = c.breakConfig(root);
    const { problems, generated } = await checkConfig({ root, schemaDir });

    expect(generated).toBeUndefined();
    expect(problems).toHaveLength(expected.count ?? 1);
    const matches = (message: string) =>
      typeof expected.message === 'string' ? message === expected.message : expected.message.test(message);
    const problem = problems.find((p) => matches(p.message));
    expect(problem, problems.map(formatProblem).join('\n')).toMatchObject({ file: expected.file, path: expected.path });

    const written = readFileSync(path.join(root, expected.file), 'utf8');
    const segments = expected.at ?? pathSegments(expected.path);
    const { line, col } = positionIn(written, segments, expected.key);
    expect(formatProblem(problem!)).toBe(`${expected.file}:${line}:${col}  ${expected.path}  ${problem!.message}`);
  });
});

/** `tours.colosseum.description` or `siteLanguages[4]` → its segments. */
function pathSegments(shown: string): Segment[] {
  return [...shown.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

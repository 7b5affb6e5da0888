// The language files: i18n/<code>.yaml for every language of site.yaml `siteLanguages` (and
// i18n/en.yaml, the reference). Each is validated against the schema derived from the
// reference, then its texts are compared with the reference's: the same {placeholders} and
// [tour links](tour:slug), and as many testimonials and meeting-point photo descriptions as
// site.yaml has.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Ajv } from 'ajv';
import { placeholdersIn, TEXT_PLACEHOLDERS, tourLinksIn } from '../../src/lib/placeholders.ts';
import type { SiteFile, ToursFile } from '../../src/generated/config-types.ts';
import type { Problem } from './problem.ts';
import { I18N_SCHEMA_ID, i18nSchema, isPluralForms } from './i18n-schema.ts';
import { validateAgainstSchema } from './schema.ts';
import { locate, parseYamlFile, problemAt, type YamlFile } from './yaml-file.ts';

export const REFERENCE_LANGUAGE = 'en';

export interface LanguageFile {
  code: string;
  file: YamlFile;
  data: Record<string, unknown>;
}

export interface I18nResult {
  problems: Problem[];
  schema?: Record<string, unknown>;
  /** Valid language files, the reference first; only when there are no problems. */
  languages?: LanguageFile[];
}

type Segment = string | number;

/** Every text of a parsed language file, with its path (plural forms count one by one). */
function* texts(value: unknown, at: Segment[] = []): Generator<{ at: Segment[]; text: string }> {
  if (typeof value === 'string') yield { at, text: value };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* texts(item, [...at, i]);
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) yield* texts(child, [...at, key]);
}

function valueAt(data: unknown, at: readonly Segment[]): unknown {
  let node = data;
  for (const segment of at) node = (node as Record<Segment, unknown> | undefined)?.[segment];
  return node;
}

/** A translation names exactly the reference's placeholders (plural forms: any subset of them)
 * and links the same tours. */
export function placeholderProblems(reference: LanguageFile, language: LanguageFile): Problem[] {
  const problems: Problem[] = [];
  for (const { at, text } of texts(reference.data)) {
    const translated = valueAt(language.data, at);
    if (typeof translated !== 'string') continue;
    const parent = valueAt(reference.data, at.slice(0, -1));
    const expected = new Set(placeholdersIn(text));
    const found = new Set(placeholdersIn(translated));
    const allowed = isPluralForms(parent)
      ? new Set(Object.values(parent).flatMap((form) => placeholdersIn(form)))
      : expected;
    const names = [...expected].map((name) => `{${name}}`).join(', ') || 'none';
    // The English may be the one misspelled: say where it is, so that it is corrected there.
    const english = `the English text, ${reference.file.name}:${locate(reference.file, at).line}, has ${names}`;
    for (const name of found)
      if (!allowed.has(name))
        problems.push(problemAt(language.file, at, `{${name}} is not a placeholder of this text (${english})`));
    const links = tourLinksIn(text).sort().join(', ');
    if (tourLinksIn(translated).sort().join(', ') !== links)
      problems.push(
        problemAt(
          language.file,
          at,
          `must link the same tours as the English, [text](tour:slug) for ${links || 'none'}`,
        ),
      );
    if (isPluralForms(parent)) continue;
    for (const name of expected)
      if (!found.has(name)) problems.push(problemAt(language.file, at, `{${name}} is missing (${english})`));
  }
  return problems;
}

/** Lists that run parallel to site.yaml have one entry per entry there. */
function parallelListProblems(language: LanguageFile, site: SiteFile): Problem[] {
  const lists: Array<{ at: Segment[]; count: number; what: string }> = [
    { at: ['testimonials'], count: site.testimonials.length, what: 'testimonials in site.yaml' },
    {
      at: ['meetingPoint', 'photoAlts'],
      count: site.meetingPoint.photos.length,
      what: 'meetingPoint.photos in site.yaml',
    },
  ];
  return lists.flatMap(({ at, count, what }) => {
    const list = valueAt(language.data, at);
    return Array.isArray(list) && list.length !== count
      ? [
          problemAt(
            language.file,
            at,
            `has ${list.length} entries; it needs one for each of the ${count} ${what}, in the same order`,
          ),
        ]
      : [];
  });
}

/** FAQ answers name only the values the site fills in (src/lib/placeholders.ts) and link only
 * tours of tours.yaml. */
function faqPlaceholderProblems(reference: LanguageFile, tours: ToursFile): Problem[] {
  const faq = (reference.data.faq ?? []) as Array<{ answer: string }>;
  const allowed = TEXT_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
  const slugs = new Set(tours.tours.map((tour) => tour.slug));
  return faq.flatMap((item, i) => [
    ...placeholdersIn(item.answer)
      .filter((name) => !(TEXT_PLACEHOLDERS as readonly string[]).includes(name))
      .map((name) =>
        problemAt(reference.file, ['faq', i, 'answer'], `unknown placeholder {${name}} (allowed: ${allowed})`),
      ),
    ...tourLinksIn(item.answer)
      .filter((slug) => !slugs.has(slug))
      .map((slug) =>
        problemAt(reference.file, ['faq', i, 'answer'], `links tour "${slug}", which tours.yaml does not have`),
      ),
  ]);
}

/** The language of a locale (`de` of `de-DE`), or undefined when it is no locale. */
function languageOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).language;
  } catch {
    return undefined;
  }
}

/** The locale most likely meant by a language code: en → en-US, pt → pt-BR. */
function likelyLocale(code: string): string {
  const { language, region } = new Intl.Locale(code).maximize();
  return region ? `${language}-${region}` : language;
}

/** Each file's `language` is its own: a locale of the file's language (en-GB in en.yaml: it sets
 * prices', dates' and the share cards' formats) and a name no other file has (the language
 * switcher lists the names). A file copied from another and not yet changed fails both. */
function languageIdentityProblems(languages: LanguageFile[]): Problem[] {
  const problems: Problem[] = [];
  const named = new Map<string, string>();
  for (const { code, file, data } of languages) {
    const { name, locale } = data.language as { name: string; locale: string };
    if (languageOf(locale) !== code)
      problems.push(
        problemAt(
          file,
          ['language', 'locale'],
          `"${locale}" is not a locale of "${code}" (this file's language): write one such as ${likelyLocale(code)}`,
        ),
      );
    const key = name.trim().toLowerCase();
    const other = named.get(key);
    if (other)
      problems.push(
        problemAt(file, ['language', 'name'], `"${name}" is also the name in ${other}: write this language's own name`),
      );
    else named.set(key, file.name);
  }
  return problems;
}

export function checkLanguages(
  root: string,
  ajv: Ajv,
  tours: ToursFile,
  site: { file: YamlFile; data: SiteFile },
): I18nResult {
  const problems: Problem[] = [];
  const codes = [...new Set([REFERENCE_LANGUAGE, ...site.data.siteLanguages])];
  const parsed: LanguageFile[] = [];
  for (const code of codes) {
    const name = `i18n/${code}.yaml`;
    const fullPath = path.join(root, name);
    if (!existsSync(fullPath)) {
      const index = site.data.siteLanguages.indexOf(code as never);
      const fix = `copy i18n/${REFERENCE_LANGUAGE}.yaml to ${name} and translate it`;
      problems.push(
        index >= 0
          ? problemAt(site.file, ['siteLanguages', index], `language "${code}" has no texts: ${fix}`)
          : { file: name, line: 1, col: 1, path: '', message: `the reference texts are missing: restore ${name}` },
      );
      continue;
    }
    const file = parseYamlFile(name, readFileSync(fullPath, 'utf8'));
    if (file.syntaxProblems.length) problems.push(...file.syntaxProblems);
    else parsed.push({ code, file, data: file.data as Record<string, unknown> });
  }
  const reference = parsed.find((language) => language.code === REFERENCE_LANGUAGE);
  if (!reference) return { problems };

  // Duplicate slugs are reported by the tours rules; the schema names each slug once.
  const schema = i18nSchema(reference.data, [...new Set(tours.tours.map((tour) => tour.slug))]);
  ajv.removeSchema(I18N_SCHEMA_ID);
  ajv.addSchema(schema);
  const valid: LanguageFile[] = [];
  for (const language of parsed) {
    const schemaProblems = validateAgainstSchema(ajv, I18N_SCHEMA_ID, language.file);
    problems.push(...schemaProblems);
    if (schemaProblems.length) continue;
    problems.push(...parallelListProblems(language, site.data));
    problems.push(
      ...(language === reference ? faqPlaceholderProblems(reference, tours) : placeholderProblems(reference, language)),
    );
    valid.push(language);
  }
  problems.push(...languageIdentityProblems(valid));
  return problems.length ? { problems, schema } : { problems, schema, languages: valid };
}

// The site's texts as the browser tests expect them: read from i18n/<code>.yaml (the source the
// build renders from), so a test names what a visitor reads without copying it here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Texts } from '../../src/generated/i18n-types.ts';

const root = path.resolve(import.meta.dirname, '../..');
const cache = new Map<string, Texts>();

/** Every text of one language, as i18n/<code>.yaml holds it. */
export function texts(code = 'en'): Texts {
  let loaded = cache.get(code);
  if (!loaded) {
    loaded = parse(readFileSync(path.join(root, 'i18n', `${code}.yaml`), 'utf8')) as Texts;
    cache.set(code, loaded);
  }
  return loaded;
}

/** The English texts (the reference). */
export const en = texts('en');

/** A tour's English texts (name, description, highlights, card, meeting point). */
export function tourTexts(slug: string, code = 'en'): Texts['tours'][string] {
  const tour = texts(code).tours[slug];
  if (!tour) throw new Error(`i18n/${code}.yaml has no texts for the tour ${slug}`);
  return tour;
}

/** `{name}` placeholders filled in, as the site fills them. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

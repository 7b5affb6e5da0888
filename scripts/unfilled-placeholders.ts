// A {placeholder} left in a built page: a text of i18n/<code>.yaml names one the code does not
// fill (most often misspelled in i18n/en.yaml, the reference, which the translations then
// follow), and the visitor would read "From {prise}". The build refuses such a page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_ATTRIBUTES } from '../src/lib/islands.ts';

const PLACEHOLDER = /\{[A-Za-z_]\w*\}/g;

/** The placeholders a page's HTML shows unfilled: in its text and attributes, not in its scripts
 * and styles, nor in an island's props (a template the island fills in the browser). */
export function unfilledPlaceholders(html: string): string[] {
  const shown = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(new RegExp(`\\s${ISLAND_ATTRIBUTES.props}="[^"]*"`, 'g'), '');
  return [...new Set(shown.match(PLACEHOLDER))];
}

/** Where the language files write a placeholder (`i18n/en.yaml:59`), for the build's error. */
export function placeholderSources(root: string, placeholder: string): string[] {
  const dir = path.join(root, 'i18n');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap((file) =>
      readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (line.includes(placeholder) ? [`i18n/${file}:${i + 1}`] : [])),
    );
}

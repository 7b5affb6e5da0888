// The visitor's language and its texts. Each language's texts are split into modules (see
// scripts/config/text-parts.ts); a page loads `common` and the parts its route names, in its own
// language only. React's `use` reads them: the prerender waits for them, and the browser loads
// them before hydrating (entry-client), so the first render finds them ready.
import { createContext, use } from 'react';
import type { TextPart, TextParts } from '../generated/i18n-types.ts';
import { defaultLanguage, siteLanguage } from './languages.ts';
import { format } from './placeholders.ts';

export { format };

const modules = import.meta.glob<{ default: unknown }>('../generated/i18n/*/*.ts');

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const loaded = new Map<string, Tracked<unknown>>();

export function loadTexts<P extends TextPart>(code: string, part: P): Promise<TextParts[P]> {
  const key = `../generated/i18n/${code}/${part}.ts`;
  let promise = loaded.get(key) as Tracked<TextParts[P]> | undefined;
  if (!promise) {
    const load = modules[key];
    if (!load) throw new Error(`No texts ${part} in language ${code}: run npm run check`);
    // React reads `status` and `value` to use an already settled promise without suspending.
    const tracked: Tracked<TextParts[P]> = load().then((module) => module.default as TextParts[P]);
    void tracked.then((value) => Object.assign(tracked, { status: 'fulfilled', value }));
    promise = tracked;
    loaded.set(key, promise);
  }
  return promise;
}

export const LanguageContext = createContext<string>(defaultLanguage.code);

export function useLanguage(): string {
  return use(LanguageContext);
}

export function useLocale(): string {
  return siteLanguage(useLanguage()).locale;
}

/** The texts of one part in the page's language (suspends until loaded). */
export function useTexts<P extends TextPart>(part: P): TextParts[P] {
  return use(loadTexts(useLanguage(), part));
}

/** The form of `forms` for `count` under the locale's plural rules, with {count} filled in. */
export function plural(forms: Partial<Record<Intl.LDMLPluralRule, string>>, count: number, locale: string): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '';
  return format(form, { count: new Intl.NumberFormat(locale).format(count) });
}

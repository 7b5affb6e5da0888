// The visitor's language and its texts. Each language's texts are split into modules (see
// scripts/config/text-parts.ts), named by an index per language; a page loads `common` and the
// texts its route names, in its own language only: parts (`faq`) and, on a tour's page, that
// tour's texts (`tours/colosseum`). React's `use` reads them: the prerender waits for them, and
// the browser loads them before hydrating (entry-client), so the first render finds them ready.
import { createContext, use } from 'react';
import type { TextPart, TextParts } from '../generated/i18n-types.ts';
import { cachedIntl } from './intl-cache.ts';
import { defaultLanguage, siteLanguage } from './languages.ts';
import { format } from './placeholders.ts';
import { loadTexts } from './text-modules.ts';

export { format };
export { loadTextKey, loadTexts, loadTour, type TextKey } from './text-modules.ts';

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
  const rule = cachedIntl(`plural ${locale}`, () => new Intl.PluralRules(locale)).select(count);
  const form = forms[rule] ?? forms.other ?? '';
  return format(form, { count: cachedIntl(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(count) });
}

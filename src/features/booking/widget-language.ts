// The language a tour page's booking panel is set to: the visitor's choice (kept in the store
// per tour, so it survives navigating away and back), else English, else the tour's first.
import type { LanguageCode, Language, Tour } from '../../generated/config-types.ts';
import { site } from '../../generated/site.ts';
import { useUiStore } from '../../app/store.ts';

export function defaultWidgetLanguage(tour: Pick<Tour, 'languages'>): LanguageCode {
  return tour.languages.includes('en') ? 'en' : tour.languages[0]!;
}

/** A chosen language counts only while the tour still offers it. */
export function widgetLanguage(tour: Pick<Tour, 'languages'>, chosen: LanguageCode | undefined): LanguageCode {
  return chosen !== undefined && tour.languages.includes(chosen) ? chosen : defaultWidgetLanguage(tour);
}

export function useWidgetLanguage(tour: Tour): [LanguageCode, (language: LanguageCode) => void] {
  const chosen = useUiStore((state) => state.widgetLanguage[tour.slug]);
  const setWidgetLanguage = useUiStore((state) => state.setWidgetLanguage);
  return [widgetLanguage(tour, chosen), (language) => setWidgetLanguage(tour.slug, language)];
}

/** The tour's languages with the name and flag site.yaml gives them, in the tour's order. */
export function languageOptions(
  codes: readonly LanguageCode[],
  languages: readonly Language[] = site.languages,
): Language[] {
  return codes.map((code) => languages.find((language) => language.code === code) ?? { code, name: code, flag: '' });
}

/** "Chinese": for the operator and for visitors who do not read the language's own name. */
export function englishLanguageName(code: LanguageCode): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
}

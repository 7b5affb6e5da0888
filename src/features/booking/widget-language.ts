// The language a tour page's booking panel is set to: the visitor's choice (kept per tour, so it
// survives navigating away and back), else the tour's default language for the page
// (src/lib/tour-language.ts).
import type { Language, LanguageCode, Tour } from '../../generated/config-types.ts';
import { site } from '../../generated/site.ts';
import { useLanguage } from '../../lib/texts.ts';
import { defaultTourLanguage, type TourLanguages } from '../../lib/tour-language.ts';
import { useWidgetLanguageStore } from './widget-language-store.ts';

/** A chosen language counts only while the tour still offers it. */
export function widgetLanguage(tour: TourLanguages, chosen: LanguageCode | undefined, pageLang = 'en'): LanguageCode {
  return chosen !== undefined && tour.languages.includes(chosen) ? chosen : defaultTourLanguage(tour, pageLang);
}

export function useWidgetLanguage(tour: Tour): [LanguageCode, (language: LanguageCode) => void] {
  const chosen = useWidgetLanguageStore((state) => state.chosen[tour.slug]);
  const choose = useWidgetLanguageStore((state) => state.choose);
  const pageLang = useLanguage();
  return [widgetLanguage(tour, chosen, pageLang), (language) => choose(tour.slug, language)];
}

/** The tour's languages with the name site.yaml gives them, in the tour's order. */
export function languageOptions(
  codes: readonly LanguageCode[],
  languages: readonly Language[] = site.languages,
): Language[] {
  return codes.map((code) => languages.find((language) => language.code === code) ?? { code, name: code });
}

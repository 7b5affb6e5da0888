// The language a tour page's booking panel is set to: the visitor's choice, else the tour's
// default language for the page (src/lib/tour-language.ts). A choice made before the panel's code
// woke, or restored by the browser on a return to the page, is in the panel's <select>, which
// hands it over when the code wakes (language-select.tsx).
import { useState } from 'react';
import type { Language, LanguageCode, Tour } from '../../generated/config-types.ts';
import { site } from '../../generated/site.ts';
import { useLanguage } from '../../lib/texts.ts';
import { defaultTourLanguage, type TourLanguages } from '../../lib/tour-language.ts';

/** A choice counts only if the tour offers it (the select offers nothing else). */
export function widgetLanguage(tour: TourLanguages, chosen: LanguageCode | undefined, pageLang = 'en'): LanguageCode {
  return chosen !== undefined && tour.languages.includes(chosen) ? chosen : defaultTourLanguage(tour, pageLang);
}

export function useWidgetLanguage(tour: Tour): [LanguageCode, (language: LanguageCode) => void] {
  const [chosen, choose] = useState<LanguageCode>();
  return [widgetLanguage(tour, chosen, useLanguage()), choose];
}

/** The tour's languages with the name site.yaml gives them, in the tour's order. */
export function languageOptions(
  codes: readonly LanguageCode[],
  languages: readonly Language[] = site.languages,
): Language[] {
  return codes.map((code) => languages.find((language) => language.code === code) ?? { code, name: code });
}

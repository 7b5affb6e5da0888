// The language a tour page's booking panel is set to: the visitor's choice (kept per tour, so it
// survives navigating away and back), else the page's language when the tour runs in it and can
// be booked in it (online, or directly for a tour that has no online product at all), else
// English, else the tour's first language.
import type { Language, LanguageCode, Tour } from '../../generated/config-types.ts';
import { site } from '../../generated/site.ts';
import { useLanguage } from '../../lib/texts.ts';
import { useWidgetLanguageStore } from './widget-language-store.ts';

/** What the choice depends on: the tour's languages and which of them can be booked online. */
interface TourLanguages {
  languages: readonly LanguageCode[];
  booking?: { products: Partial<Record<LanguageCode, string>> };
}

export function defaultWidgetLanguage(tour: TourLanguages, pageLang = 'en'): LanguageCode {
  const page = tour.languages.find((code) => code === pageLang);
  if (page && (!tour.booking || tour.booking.products[page])) return page;
  return tour.languages.includes('en') ? 'en' : tour.languages[0]!;
}

/** A chosen language counts only while the tour still offers it. */
export function widgetLanguage(tour: TourLanguages, chosen: LanguageCode | undefined, pageLang = 'en'): LanguageCode {
  return chosen !== undefined && tour.languages.includes(chosen) ? chosen : defaultWidgetLanguage(tour, pageLang);
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

// The tour language a page offers first for a tour: the page's language when the tour runs in it
// and can be booked in it (online, or directly for a tour that has no online product at all),
// else English, else the tour's first language. The booking panel starts on it; a tour card's
// next departure is in it.
import type { LanguageCode } from '../generated/config-types.ts';

/** What the choice depends on: the tour's languages and which of them can be booked online. */
export interface TourLanguages {
  languages: readonly LanguageCode[];
  booking?: { products: Partial<Record<LanguageCode, string>> };
}

export function defaultTourLanguage(tour: TourLanguages, pageLang = 'en'): LanguageCode {
  const page = tour.languages.find((code) => code === pageLang);
  if (page && (!tour.booking || tour.booking.products[page])) return page;
  return tour.languages.includes('en') ? 'en' : tour.languages[0]!;
}

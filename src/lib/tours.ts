// Tours in the order and selections the operator configured in tours.yaml.
import type { LanguageCode, Tour } from '../generated/config-types.ts';
import { site } from '../generated/site.ts';
import { toursConfig } from '../generated/tours.ts';

const bySlug = new Map(toursConfig.tours.map((tour) => [tour.slug, tour]));

export function findTour(slug: string): Tour | undefined {
  return bySlug.get(slug);
}

/** All tours in card order (`npm run check` guarantees every tour is listed once). */
export const toursInCardOrder: readonly Tour[] = toursConfig.cardOrder.map((slug) => bySlug.get(slug)!);

export const homeTours: readonly Tour[] = toursInCardOrder.slice(0, toursConfig.homeCardCount);

export function languageName(code: LanguageCode): string {
  return site.languages.find((language) => language.code === code)?.name ?? code;
}

// Tours in the order and selections the operator configured in tours.yaml (their facts; their
// texts are in each language's `tours` texts).
import type { Tour } from '../generated/config-types.ts';
import { toursConfig } from '../generated/tours.ts';

const bySlug = new Map(toursConfig.tours.map((tour) => [tour.slug, tour]));

/** All tours in card order (`npm run check` guarantees every tour is listed once). */
export const toursInCardOrder: readonly Tour[] = toursConfig.cardOrder.map((slug) => bySlug.get(slug)!);

export const homeTours: readonly Tour[] = toursInCardOrder.slice(0, toursConfig.homeCardCount);

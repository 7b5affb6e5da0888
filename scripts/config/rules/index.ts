// The rules a JSON Schema cannot express: they look across entries and across files (and at the
// disk, for photos and logos). One rule per file beside this one, each with its own test.
import type { Problem } from '../problem.ts';
import { cardOrderListsEveryTourOnce } from './card-order-lists-every-tour-once.ts';
import { durationRangeOrdered } from './duration-range-ordered.ts';
import { guideLanguagesPublished } from './guide-languages-published.ts';
import { homeCardCount } from './home-card-count.ts';
import { logosExist } from './logos-exist.ts';
import { meetingPointsNearRome } from './meeting-points-near-rome.ts';
import { oneWayToBookOnline } from './one-way-to-book-online.ts';
import { photosExist } from './photos-exist.ts';
import { photosLargeEnough } from './photos-large-enough.ts';
import type { Rule, RuleContext, RuleInput } from './rule.ts';
import { siteLanguagesLeftToRight } from './site-languages-left-to-right.ts';
import { tourLanguagesDefined } from './tour-languages-defined.ts';
import { uniqueBookingProducts } from './unique-booking-products.ts';
import { uniqueGuideSlugs } from './unique-guide-slugs.ts';
import { uniqueTourSlugs } from './unique-tour-slugs.ts';
import { widgetLanguagesOffered } from './widget-languages-offered.ts';

export const RULES: readonly Rule[] = [
  uniqueTourSlugs,
  cardOrderListsEveryTourOnce,
  homeCardCount,
  widgetLanguagesOffered,
  uniqueBookingProducts,
  tourLanguagesDefined,
  durationRangeOrdered,
  meetingPointsNearRome,
  oneWayToBookOnline,
  photosExist,
  photosLargeEnough,
  logosExist,
  uniqueGuideSlugs,
  guideLanguagesPublished,
  siteLanguagesLeftToRight,
];

/** Every problem of every rule whose files are valid. */
export function runRules(ctx: RuleContext, rules: readonly Rule[] = RULES): Problem[] {
  return rules.flatMap((rule) => (rule.needs.some((need) => !ctx[need]) ? [] : rule.run(ctx as RuleInput)));
}

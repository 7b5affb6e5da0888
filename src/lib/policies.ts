// The values FAQ answers and the terms may name ({arrivalMinutes}, {cancellation}, …), computed
// from the config in the page's language, so the FAQ, the terms and the tour pages state one
// policy.
import type { TextParts } from '../generated/i18n-types.ts';
import { site } from '../generated/site.ts';
import { toursConfig } from '../generated/tours.ts';
import type { Formatters } from './format.ts';
import type { PolicyPlaceholder } from './placeholders.ts';
import { format } from './texts.ts';
import { toursInCardOrder } from './tours.ts';

type Words = TextParts['common']['format'];

/** "Free cancellation up to 24 hours before most tours, and up to 7 days (168 hours) before …". */
export function cancellationSummary(f: Formatters, words: Words, tourTexts: TextParts['tours']): string {
  const groups = new Map<number, string[]>();
  for (const tour of toursInCardOrder) {
    // Quoted: a tour's name may hold a comma or an "and" of its own.
    const name = format(words.quoted, { text: tourTexts[tour.slug]?.name ?? tour.slug });
    groups.set(tour.cancellationHours, [...(groups.get(tour.cancellationHours) ?? []), name]);
  }
  const [common, ...others] = [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
  if (!common) return '';
  const window = f.cancellationWindow(common[0]);
  if (others.length === 0) return format(words.cancellationSummary, { window });
  const exceptions = others.map(([hours, names]) =>
    format(words.cancellationException, { window: f.cancellationWindow(hours), tours: f.list(names) }),
  );
  return format(words.cancellationSummaryMixed, { window, exceptions: f.list(exceptions) });
}

export function policyValues(
  f: Formatters,
  common: TextParts['common'],
  tourTexts: TextParts['tours'],
): Record<PolicyPlaceholder, string> {
  const offered = site.languages.filter((l) => toursConfig.tours.some((t) => t.languages.includes(l.code)));
  return {
    arrivalMinutes: f.number(site.policies.arrivalMinutes),
    cancellation: cancellationSummary(f, common.format, tourTexts),
    payments: f.list(common.payments),
    languages: f.languages(offered.map((l) => l.code)),
    languagesOnRequest: f.languages(site.languagesOnRequest),
  };
}

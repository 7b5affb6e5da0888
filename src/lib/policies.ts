// The values FAQ answers may name ({arrivalMinutes}, {cancellation}, …), computed from the
// config so the FAQ, the terms and the tour pages state one policy.
import { site } from '../generated/site.ts';
import { toursConfig } from '../generated/tours.ts';
import { formatCancellationWindow, listInWords } from './format.ts';
import type { TextPlaceholder } from './placeholders.ts';
import { toursInCardOrder } from './tours.ts';

/** "Free cancellation up to 24 hours before most tours; 7 days (168 hours) for the Colosseum …". */
export function cancellationSummary(): string {
  const groups = new Map<number, string[]>();
  for (const tour of toursInCardOrder)
    groups.set(tour.cancellationHours, [...(groups.get(tour.cancellationHours) ?? []), tour.name]);
  const [common, ...others] = [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
  if (!common) return '';
  const base = `Free cancellation up to ${formatCancellationWindow(common[0])} before the start of ${others.length ? 'most tours' : 'every tour'}`;
  const exceptions = others.map(
    ([hours, names]) => `${formatCancellationWindow(hours)} before the ${listInWords(names)}`,
  );
  return `${base}${exceptions.length ? `, and up to ${listInWords(exceptions)}` : ''}. Later cancellations are non-refundable.`;
}

export function policyValues(): Record<TextPlaceholder, string> {
  const offered = site.languages.filter((l) => toursConfig.tours.some((t) => t.languages.includes(l.code)));
  return {
    arrivalMinutes: String(site.policies.arrivalMinutes),
    cancellation: cancellationSummary(),
    payments: listInWords(site.policies.payments),
    languages: listInWords(offered.map((l) => englishLanguageName(l.code))),
    languagesOnRequest: listInWords(site.languagesOnRequest.map((l) => l.name)),
  };
}

/** The FAQ speaks English, while the language menu names each language in itself. */
function englishLanguageName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
}

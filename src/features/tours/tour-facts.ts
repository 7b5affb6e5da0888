// The facts at the top of a tour page, worded by lib/format.ts from tours.yaml.
import type { Tour } from '../../generated/config-types.ts';
import type { TextParts } from '../../generated/i18n-types.ts';
import type { Formatters } from '../../lib/format.ts';

export interface TourFact {
  /** Stable name for styling: `duration`, `group-size`, … */
  key: string;
  label: string;
  value: string;
}

export function tourFacts(tour: Tour, f: Formatters, words: TextParts['tour']): TourFact[] {
  return [
    { key: 'duration', label: words.duration, value: f.duration(tour.duration) },
    { key: 'group-size', label: words.groupSize, value: f.groupSize(tour.groupSize) },
    { key: 'languages', label: words.languages, value: f.languages(tour.languages) },
    { key: 'price', label: words.price, value: f.price(tour.price) },
    { key: 'start-times', label: words.startTimes, value: f.list(tour.startTimes) },
  ];
}

// The facts at the top of a tour page, worded by lib/format.ts from tours.yaml.
import type { Tour } from '../../generated/config-types.ts';
import { formatDuration, formatGroupSize, formatPrice } from '../../lib/format.ts';
import { languageName } from '../../lib/tours.ts';

export interface TourFact {
  /** Stable name for styling: `duration`, `group-size`, … */
  key: string;
  label: string;
  value: string;
}

export function formatStartTimes(startTimes: readonly string[]): string {
  return startTimes.join(', ');
}

export function tourFacts(tour: Tour, nameOf: (code: Tour['languages'][number]) => string = languageName): TourFact[] {
  return [
    { key: 'duration', label: 'Duration', value: formatDuration(tour.duration) },
    { key: 'group-size', label: 'Group size', value: formatGroupSize(tour.groupSize) },
    { key: 'languages', label: 'Languages', value: tour.languages.map(nameOf).join(', ') },
    { key: 'price', label: 'Price', value: formatPrice(tour.price) },
    { key: 'start-times', label: 'Start times', value: formatStartTimes(tour.startTimes) },
    { key: 'meeting-point', label: 'Meeting point', value: tour.meetingPoint },
  ];
}

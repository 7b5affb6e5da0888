// A duration given as a range ("2–3 hours") needs its upper end above its lower one.
import { problemAt } from '../yaml-file.ts';
import type { Rule } from './rule.ts';

export const durationRangeOrdered: Rule = {
  name: 'duration-range-ordered',
  needs: ['tours'],
  run: ({ tours: { file, data } }) =>
    data.tours.flatMap((tour, i) =>
      tour.duration.maxHours !== undefined && tour.duration.maxHours <= tour.duration.hours
        ? [
            problemAt(
              file,
              ['tours', i, 'duration', 'maxHours'],
              `must be more than hours (${tour.duration.hours}) (got ${tour.duration.maxHours})`,
            ),
          ]
        : [],
    ),
};

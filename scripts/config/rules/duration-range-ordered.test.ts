import { describe, expect, it } from 'vitest';
import { ruleContext, valueAt } from '../test-support.ts';
import { durationRangeOrdered } from './duration-range-ordered.ts';
import { runRules } from './index.ts';

describe('duration-range-ordered', () => {
  it('reports an upper end that is not above the lower one', () => {
    const tours = `
tours:
  - slug: colosseum
    duration: { hours: 3, maxHours: 3 }
  - slug: vatican
    duration: { hours: 2.5, maxHours: 1.5 }
`;
    expect(runRules(ruleContext({ tours }), [durationRangeOrdered])).toEqual([
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'maxHours: 3'),
        path: 'tours[0].duration.maxHours',
        message: 'must be more than hours (3) (got 3)',
      },
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'maxHours: 1.5'),
        path: 'tours[1].duration.maxHours',
        message: 'must be more than hours (2.5) (got 1.5)',
      },
    ]);
  });

  it('accepts a range in order, and a duration without a range', () => {
    const tours = `
tours:
  - slug: colosseum
    duration: { hours: 2, maxHours: 3 }
  - slug: vatican
    duration: { hours: 4 }
`;
    expect(runRules(ruleContext({ tours }), [durationRangeOrdered])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ruleContext, valueAt } from '../test-support.ts';
import { homeCardCount } from './home-card-count.ts';
import { runRules } from './index.ts';

const toursWith = (count: number) => `
cardOrder: [colosseum, vatican]
homeCardCount: ${count}
tours:
  - slug: colosseum
  - slug: vatican
`;

describe('home-card-count', () => {
  it('reports more home cards than cardOrder lists', () => {
    const tours = toursWith(3);
    expect(runRules(ruleContext({ tours }), [homeCardCount])).toEqual([
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'homeCardCount: 3'),
        path: 'homeCardCount',
        message: 'must be at most 2, the number of tours in cardOrder (got 3)',
      },
    ]);
  });

  it('accepts as many home cards as cardOrder lists', () => {
    expect(runRules(ruleContext({ tours: toursWith(2) }), [homeCardCount])).toEqual([]);
  });
});

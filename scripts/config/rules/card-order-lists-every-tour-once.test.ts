import { describe, expect, it } from 'vitest';
import { positionOf, ruleContext, valueAt } from '../test-support.ts';
import { cardOrderListsEveryTourOnce } from './card-order-lists-every-tour-once.ts';
import { runRules } from './index.ts';

describe('card-order-lists-every-tour-once', () => {
  it('reports a slug that is no tour, a tour listed twice and a tour not listed', () => {
    const tours = `
cardOrder:
  - colosseum
  - pantheon
  - colosseum
tours:
  - slug: colosseum
  - slug: vatican
`;
    const first = positionOf(tours, 'colosseum');
    expect(runRules(ruleContext({ tours }), [cardOrderListsEveryTourOnce])).toEqual([
      {
        file: 'tours.yaml',
        ...positionOf(tours, 'pantheon'),
        path: 'cardOrder[1]',
        message: 'no tour has the slug "pantheon" (tours: colosseum, vatican)',
      },
      {
        file: 'tours.yaml',
        ...positionOf(tours, 'colosseum', 2),
        path: 'cardOrder[2]',
        message: `tour "colosseum" is used twice (also at tours.yaml:${first.line}:${first.col}, cardOrder[0])`,
      },
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'slug: vatican'),
        path: 'tours[1].slug',
        message: 'tour "vatican" is missing from cardOrder (add it where its card should appear)',
      },
    ]);
  });

  it('accepts every tour listed once, in any order', () => {
    const tours = `
cardOrder: [vatican, colosseum]
tours:
  - slug: colosseum
  - slug: vatican
`;
    expect(runRules(ruleContext({ tours }), [cardOrderListsEveryTourOnce])).toEqual([]);
  });
});

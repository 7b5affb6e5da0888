import { describe, expect, it } from 'vitest';
import { ruleContext, valueAt } from '../test-support.ts';
import { runRules } from './index.ts';
import { oneWayToBookOnline } from './one-way-to-book-online.ts';

describe('one-way-to-book-online', () => {
  it('reports a tour with both a calendar and a hosted checkout product', () => {
    const tours = `
tours:
  - slug: colosseum
    booking: { products: { en: abc } }
  - slug: pantheon
    checkoutProduct: def
  - slug: vatican
    booking: { products: { en: ghi } }
    checkoutProduct: jkl
`;
    expect(runRules(ruleContext({ tours }), [oneWayToBookOnline])).toEqual([
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'checkoutProduct: jkl'),
        path: 'tours[2].checkoutProduct',
        message: 'a tour with a calendar (booking:) is booked on its page: keep booking: or checkoutProduct:, not both',
      },
    ]);
  });
});

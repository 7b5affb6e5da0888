import { describe, expect, it } from 'vitest';
import { positionOf, ruleContext } from '../test-support.ts';
import { runRules } from './index.ts';
import { uniqueBookingProducts } from './unique-booking-products.ts';

const A = '5f3c2a10-0c1e-4b8a-9a61-1d2f3e4a5b60';
const B = '7a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c30';

describe('unique-booking-products', () => {
  it("reports a product ID pasted from another of the tour's languages or from another tour", () => {
    const tours = `
tours:
  - slug: colosseum
    booking:
      products:
        en: ${A}
        es: ${B}
        fr: ${B}
  - slug: vatican
    booking:
      products:
        en: ${A.toUpperCase()}
  - slug: golf-cart
    checkoutProduct: ${B}
`;
    const first = (id: string) => positionOf(tours, id);
    expect(runRules(ruleContext({ tours }), [uniqueBookingProducts])).toEqual([
      {
        file: 'tours.yaml',
        ...positionOf(tours, B, 2),
        path: 'tours[0].booking.products.fr',
        message: `product ID "${B}" is used twice (also at tours.yaml:${first(B).line}:${first(B).col}, tours[0].booking.products.es)`,
      },
      {
        file: 'tours.yaml',
        ...positionOf(tours, A.toUpperCase()),
        path: 'tours[1].booking.products.en',
        message: `product ID "${A}" is used twice (also at tours.yaml:${first(A).line}:${first(A).col}, tours[0].booking.products.en)`,
      },
      {
        file: 'tours.yaml',
        ...positionOf(tours, B, 3),
        path: 'tours[2].checkoutProduct',
        message: `product ID "${B}" is used twice (also at tours.yaml:${first(B).line}:${first(B).col}, tours[0].booking.products.es)`,
      },
    ]);
  });

  it('accepts a product per tour language', () => {
    const tours = `
tours:
  - slug: colosseum
    booking:
      products: { en: ${A}, es: ${B} }
`;
    expect(runRules(ruleContext({ tours }), [uniqueBookingProducts])).toEqual([]);
  });
});

// A tour is sold online one way: on its page's calendar (`booking:`) or on the provider's hosted
// checkout (`checkoutProduct:`), where Book Now leads. With both, the page would offer the
// calendar while Book Now left for the checkout.
import { problemAt } from '../yaml-file.ts';
import type { Rule } from './rule.ts';

export const oneWayToBookOnline: Rule = {
  name: 'one-way-to-book-online',
  needs: ['tours'],
  run: ({ tours: { file, data } }) =>
    data.tours.flatMap((tour, i) =>
      tour.booking && tour.checkoutProduct
        ? [
            problemAt(
              file,
              ['tours', i, 'checkoutProduct'],
              'a tour with a calendar (booking:) is booked on its page: keep booking: or checkoutProduct:, not both',
            ),
          ]
        : [],
    ),
};

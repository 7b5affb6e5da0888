// Each tour language books its own product at the provider (PRODUCT.md: a product per
// language), so a product ID named twice is a paste from another tour or language, and a
// visitor would book the wrong tour or be guided in the wrong language.
import { duplicates, type Rule } from './rule.ts';

export const uniqueBookingProducts: Rule = {
  name: 'unique-booking-products',
  needs: ['tours'],
  run: ({ tours }) =>
    duplicates(
      tours.file,
      tours.data.tours.flatMap((tour, i) => [
        ...Object.entries(tour.booking?.products ?? {}).map(([language, id]) => ({
          value: id.toLowerCase(),
          at: ['tours', i, 'booking', 'products', language],
        })),
        ...(tour.checkoutProduct
          ? [{ value: tour.checkoutProduct.toLowerCase(), at: ['tours', i, 'checkoutProduct'] }]
          : []),
      ]),
      'product ID',
    ),
};

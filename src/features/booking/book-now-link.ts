// Where a tour's Book Now leads: the provider's hosted checkout on the tour's own product when
// tours.yaml names one (`checkoutProduct`), else the page's booking panel (the tour's calendar,
// or its ways to book directly). The checkout speaks the page's language, as the widget does
// (its `lang`, whatever site.yaml's address says).
import type { Tour } from '../../generated/config-types.ts';

/** site.yaml `booking.checkoutUrl` in the page's language `lang`, on `product` when given. */
export function hostedCheckoutUrl(checkoutUrl: string, lang: string, product?: string): string {
  const url = new URL(checkoutUrl);
  url.searchParams.set('lang', lang);
  if (product) url.searchParams.set('productID', product);
  return url.toString();
}

/** The hosted checkout address for a tour with a `checkoutProduct`, else undefined. */
export function tourCheckoutUrl(
  tour: Pick<Tour, 'checkoutProduct'>,
  checkoutUrl: string,
  lang: string,
): string | undefined {
  return tour.checkoutProduct ? hostedCheckoutUrl(checkoutUrl, lang, tour.checkoutProduct) : undefined;
}

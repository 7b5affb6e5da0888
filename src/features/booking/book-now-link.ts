// Where a tour's Book Now leads: the provider's hosted checkout on the tour's own product when
// tours.yaml names one (`checkoutProduct`), else the site's /book-now page.
import type { Tour } from '../../generated/config-types.ts';

/** site.yaml `booking.checkoutUrl` with `productID=<product>` set in its query. */
export function hostedCheckoutUrl(checkoutUrl: string, product: string): string {
  const url = new URL(checkoutUrl);
  url.searchParams.set('productID', product);
  return url.toString();
}

/** The hosted checkout address for a tour with a `checkoutProduct`, else undefined. */
export function tourCheckoutUrl(tour: Pick<Tour, 'checkoutProduct'>, checkoutUrl: string): string | undefined {
  return tour.checkoutProduct ? hostedCheckoutUrl(checkoutUrl, tour.checkoutProduct) : undefined;
}

// The address of the header's and the menu's Book Now. On a tour's page it keeps the tour (the
// tour's hosted checkout, else its booking panel); elsewhere it is the /book-now page.
import { tourCheckoutUrl } from '../../features/booking/book-now-link.ts';
import { site } from '../../generated/site.ts';
import { toursInCardOrder } from '../../lib/tours.ts';
import { useLanguage } from '../../lib/texts.ts';
import { BOOKING_PANEL_ID } from '../../lib/tour-anchors.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import { usePathInLanguage } from '../use-path-in-language.ts';

/** Book Now's address on the current page. The header and the menu are rendered at build time
 * only, so the catalogue read here is no page's code. */
export function useBookNowHref(): string {
  const path = usePathInLanguage();
  const lang = useLanguage();
  const to = useLocalPath();
  const tour = toursInCardOrder.find((candidate) => path === `/tours/${candidate.slug}`);
  if (!tour) return to('/book-now');
  return tourCheckoutUrl(tour, site.booking.checkoutUrl, lang) ?? `#${BOOKING_PANEL_ID}`;
}

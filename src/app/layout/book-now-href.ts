// The address of the header's and the menu's Book Now. On a tour's page it keeps the tour (the
// tour's hosted checkout, else its booking panel); elsewhere it is the /book-now page.
import { tourCheckoutUrl } from '../../features/booking/book-now-link.ts';
import { site } from '../../generated/site.ts';
import { toursInCardOrder } from '../../lib/tours.ts';
import { useLanguage } from '../../lib/texts.ts';
import { BOOKING_PANEL_ID } from '../../lib/tour-anchors.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import { usePathInLanguage } from '../use-path-in-language.ts';

/** The tour whose page this is, if it is one. The header and the menu are rendered at build
 * time only, so the catalogue read here is no page's code. */
function useTourOfPage() {
  const path = usePathInLanguage();
  return toursInCardOrder.find((candidate) => path === `/tours/${candidate.slug}`);
}

/** Book Now's address on the current page. */
export function useBookNowHref(): string {
  const lang = useLanguage();
  const to = useLocalPath();
  const tour = useTourOfPage();
  if (!tour) return to('/book-now');
  return tourCheckoutUrl(tour, site.booking.checkoutUrl, lang) ?? `#${BOOKING_PANEL_ID}`;
}

/** The phone menu's Book Now. Where it leads to this page's booking panel, its address is the
 * tour's /book/<slug> instead, which the server redirects to the panel: followed without script,
 * a link to a part of the page would leave the menu open over that part, and a new load closes
 * it. With script the menu's island closes the menu and goes to `panel` without a load. */
export function useMenuBookNow(): { href: string; panel?: string } {
  const href = useBookNowHref();
  const tour = useTourOfPage();
  const to = useLocalPath();
  return tour && href === `#${BOOKING_PANEL_ID}` ? { href: to(`/book/${tour.slug}`), panel: href } : { href };
}

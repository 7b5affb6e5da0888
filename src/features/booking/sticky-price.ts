// The sticky booking bar's line: the price from and the free cancellation window (in days alone,
// "7 days", to fit a phone's line beside the button). Written at build time.
import type { Tour } from '../../generated/config-types.ts';
import type { Formatters } from '../../lib/format.ts';
import { format } from '../../lib/texts.ts';

export function stickyPrice(tour: Tour, template: string, f: Formatters): string {
  return format(template, { price: f.money(tour.price), window: f.shortCancellationWindow(tour.cancellationHours) });
}

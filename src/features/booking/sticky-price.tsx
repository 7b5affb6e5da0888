// The sticky booking bar's line: the price from and the free cancellation window (in days alone,
// "7 days", to fit a phone's line beside the button).
import type { Tour } from '../../generated/config-types.ts';
import { useFormatters } from '../../lib/format.ts';
import { format, useTexts } from '../../lib/texts.ts';

export function StickyPrice({ tour }: { tour: Tour }) {
  const words = useTexts('tour');
  const f = useFormatters();
  return (
    <p className="sticky-booking-bar__price">
      {format(words.stickyPrice, {
        price: f.money(tour.price),
        window: f.shortCancellationWindow(tour.cancellationHours),
      })}
    </p>
  );
}

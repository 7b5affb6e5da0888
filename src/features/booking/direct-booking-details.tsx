// "Book directly with us", folded beside a booking calendar or checkout that works, so that booking
// by phone, WhatsApp or email is always at hand; without script, where neither can work, unfolded
// (open-without-script, scripts/prerender.ts).
import { useTexts } from '../../lib/texts.ts';
import { BookingFallback, type BookingFallbackProps } from './booking-fallback.tsx';
import './direct-booking-details.css';

/** The offer's id on /book-now, where the intro links to it. */
export const DIRECT_BOOKING_ID = 'book-directly';

export function DirectBookingDetails({ request, id }: Pick<BookingFallbackProps, 'request' | 'id'>) {
  const words = useTexts('booking');
  return (
    <details className="direct-booking open-without-script">
      <summary>{words.fallbackTitle}</summary>
      {/* The id inside the fold: a link to it unfolds it, where the browser opens a <details> to
          show the target of the address's #fragment (Chromium since 2022, Firefox and Safari
          more recently; elsewhere the link does nothing, and the fold is still under the frame). */}
      <BookingFallback reason="beside" request={request} level="none" id={id} />
    </details>
  );
}

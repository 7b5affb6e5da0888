// /book-now — the provider's hosted checkout (site.yaml booking.checkoutUrl), filling the window
// below the header.
import { site } from '../../generated/site.ts';
import { format, useTexts } from '../../lib/texts.ts';
import './book-now-page.css';

export default function BookNowPage() {
  const booking = useTexts('booking');
  return (
    <div className="book-now-page">
      <h1 className="visually-hidden">{booking.bookNowTitle}</h1>
      <iframe
        className="book-now-page__frame"
        src={site.booking.checkoutUrl}
        title={format(booking.bookNowFrame, { siteName: site.name })}
        allow="payment"
        // The frame fills the first screen, so lazy changes nothing for the visitor; it keeps the
        // other host's document from counting as blocking this page's first paint.
        loading="lazy"
      />
    </div>
  );
}

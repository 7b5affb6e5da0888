// /book-now — the provider's hosted checkout (site.yaml booking.checkoutUrl) under a visible
// heading and intro, filling the window below them; the ways to book directly if it fails.
import { HostedCheckout } from '../../features/booking/hosted-checkout.tsx';
import { company } from '../../generated/company.ts';
import { site } from '../../generated/site.ts';
import { format, useTexts } from '../../lib/texts.ts';
import './book-now-page.css';

export default function BookNowPage() {
  const booking = useTexts('booking');
  return (
    <div className="book-now-page">
      <div className="book-now-page__intro">
        <div className="container">
          <h1>{booking.bookNowTitle}</h1>
          <p>{booking.bookNowIntro}</p>
        </div>
      </div>
      <div className="book-now-page__checkout">
        <HostedCheckout
          className="book-now-page__frame"
          url={site.booking.checkoutUrl}
          title={format(booking.bookNowFrame, { siteName: company.name })}
        />
      </div>
    </div>
  );
}

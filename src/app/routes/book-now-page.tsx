// /book-now — the provider's hosted checkout (site.yaml booking.checkoutUrl) under a visible
// heading and intro, filling the window below them, in the page's language; the ways to book
// directly below it (the intro links them), and in its place if it fails.
import { RichText } from '../../components/rich-text.tsx';
import { hostedCheckoutUrl } from '../../features/booking/book-now-link.ts';
import { DIRECT_BOOKING_ID } from '../../features/booking/direct-booking-details.tsx';
import HostedCheckout from '../../features/booking/hosted-checkout.island.tsx';
import { company } from '../../generated/company.ts';
import { site } from '../../generated/site.ts';
import { format, useLanguage, useTexts } from '../../lib/texts.ts';
import { Island } from '../islands/island-html.tsx';
import './book-now-page.css';

export default function BookNowPage() {
  const booking = useTexts('booking');
  const lang = useLanguage();
  return (
    <div className="book-now-page">
      <div className="book-now-page__intro">
        <div className="container">
          <h1>{booking.bookNowTitle}</h1>
          <p>
            <RichText
              text={booking.bookNowIntro}
              values={{ bookDirectly: <a href={`#${DIRECT_BOOKING_ID}`}>{booking.bookNowDirectLink}</a> }}
            />
          </p>
        </div>
      </div>
      <div className="book-now-page__checkout">
        <Island
          of={HostedCheckout}
          className="book-now-page__frame"
          url={hostedCheckoutUrl(site.booking.checkoutUrl, lang)}
          title={format(booking.bookNowFrame, { siteName: company.name })}
          loadingText={booking.loading}
        />
      </div>
    </div>
  );
}

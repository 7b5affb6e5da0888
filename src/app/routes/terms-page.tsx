import { Link } from 'wouter';
import { mailtoHref } from '../../lib/contact-links.ts';
import { site } from '../../generated/site.ts';
import { listInWords } from '../../lib/format.ts';
import { cancellationSummary } from '../../lib/policies.ts';

export default function TermsPage() {
  const { policies, contact } = site;
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>Terms and Conditions</h1>
        </div>
      </section>
      <div className="container section prose">
        <p>
          These terms apply to every tour booked with {site.name}, online or through our team. By booking you accept
          them.
        </p>
        <h2>Bookings and payment</h2>
        <p>
          A booking is confirmed once payment is received and a confirmation email has been sent. We accept{' '}
          {listInWords(policies.payments)}. Prices are per person, in euros, and include the guide's services as
          described on each tour page.
        </p>
        <h2>Cancellation and refunds</h2>
        <p>{cancellationSummary()}</p>
        <p>
          If we must cancel a tour (for example when a site closes unexpectedly), you may choose another date or receive
          a full refund.
        </p>
        <h2>Arrival</h2>
        <p>
          Please arrive at the meeting point {policies.arrivalMinutes} minutes before the start time. Tours leave on
          time and late arrivals cannot be refunded. Each tour page names its meeting point; see also our{' '}
          <Link href="/meeting-point">meeting point</Link> page.
        </p>
        <h2>During the tour</h2>
        <p>
          Sites may apply their own security checks and dress codes (shoulders and knees covered in churches and the
          Vatican). Guides may adjust the route for safety or closures.
        </p>
        <h2>Contact</h2>
        <p>
          Questions about these terms: <a href={mailtoHref(contact.email)}>{contact.email}</a>.
        </p>
      </div>
    </>
  );
}

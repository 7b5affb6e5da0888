// Tours without an online product (no `booking` in tours.yaml): the site-wide Book Now page
// and the company's phone, WhatsApp and email.
import { Link } from 'wouter';
import { site } from '../../generated/site.ts';
import { mailtoHref, telHref, whatsappHref } from '../../lib/contact-links.ts';

export function BookDirect({ tourName }: { tourName: string }) {
  const { contact } = site;
  return (
    <div className="booking-panel__direct">
      <p>Reserve online on our booking page, or ask us about dates and private tours.</p>
      <Link href="/book-now" className="button booking-panel__book-now">
        Book Now
      </Link>
      <h3>Contact us</h3>
      <ul className="booking-panel__contacts">
        <li>
          <span>Phone</span> <a href={telHref(contact.phone)}>{contact.phone}</a>
        </li>
        <li>
          <span>WhatsApp</span>{' '}
          <a
            href={whatsappHref(contact.whatsapp, `Hello! I have a question about the ${tourName}.`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {contact.whatsapp}
          </a>
        </li>
        <li>
          <span>Email</span> <a href={mailtoHref(contact.email, `Question about the ${tourName}`)}>{contact.email}</a>
        </li>
      </ul>
    </div>
  );
}

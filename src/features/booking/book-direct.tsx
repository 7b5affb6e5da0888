// A tour sold on the provider's hosted checkout only (`checkoutProduct`, no `booking` in
// tours.yaml): Book Now on the tour's product there, and the company's phone, WhatsApp and email.
import type { Tour } from '../../generated/config-types.ts';
import { company } from '../../generated/company.ts';
import { site } from '../../generated/site.ts';
import { mailtoHref, telHref, whatsappHref } from '../../lib/contact-links.ts';
import { format, useLanguage, useTexts } from '../../lib/texts.ts';
import { defaultTourLanguage } from '../../lib/tour-language.ts';
import { tourCheckoutUrl } from './book-now-link.ts';
import { NextDepartures } from './next-departures.tsx';

export function BookDirect({ tour, tourName }: { tour: Tour; tourName: string }) {
  const { contact } = company;
  const words = useTexts('booking');
  const { chrome } = useTexts('common');
  const lang = useLanguage();
  const values = { tour: tourName };
  const checkout = tourCheckoutUrl(tour, site.booking.checkoutUrl, lang);
  if (!checkout) return null;
  return (
    <div className="booking-panel__direct">
      <p>{words.directIntro}</p>
      <NextDepartures tour={tour.slug} language={defaultTourLanguage(tour, lang)} />
      <a href={checkout} className="button booking-panel__book-now">
        {chrome.bookNow}
      </a>
      <h3>{words.contactUs}</h3>
      <ul className="booking-panel__contacts">
        <li>
          <span>{chrome.phone}</span> <a href={telHref(contact.phone)}>{contact.phone}</a>
        </li>
        <li>
          <span>{chrome.whatsapp}</span>{' '}
          <a
            href={whatsappHref(contact.whatsapp, format(words.questionMessage, values))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {contact.whatsapp}
          </a>
        </li>
        <li>
          <span>{chrome.email}</span>{' '}
          <a href={mailtoHref(contact.email, format(words.questionSubject, values))}>{contact.email}</a>
        </li>
      </ul>
    </div>
  );
}

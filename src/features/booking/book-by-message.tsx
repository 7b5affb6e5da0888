// Shown instead of the widget for a tour language that has no online product (booking.products
// in tours.yaml): the visitor books it by WhatsApp or email, with the tour and language filled in.
import type { Language, Tour } from '../../generated/config-types.ts';
import { site } from '../../generated/site.ts';
import { mailtoHref, whatsappHref } from '../../lib/contact-links.ts';
import { englishLanguageName } from './widget-language.ts';

interface BookByMessageProps {
  tour: Pick<Tour, 'name'>;
  language: Language;
}

export function BookByMessage({ tour, language }: BookByMessageProps) {
  const english = englishLanguageName(language.code);
  const request = `Booking request: ${tour.name} in ${english}`;
  return (
    <div className="booking-panel__message" role="region" aria-label={`Book in ${english}`}>
      <h3>
        Tours in <span lang={language.code}>{language.name}</span>
        {english !== language.name && ` (${english})`}
      </h3>
      <p>
        Online booking is not available in {english} yet, but we run this tour in {english}. Send us your preferred
        date, start time and number of people and we will confirm your place.
      </p>
      <div className="booking-panel__actions">
        <a
          className="button"
          href={whatsappHref(site.contact.whatsapp, `Hello! I would like to book the ${tour.name} in ${english}.`)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Book by WhatsApp
        </a>
        <a className="button button--ghost" href={mailtoHref(site.contact.email, request)}>
          Book by email
        </a>
      </div>
      <p className="booking-panel__contact-line">
        WhatsApp {site.contact.whatsapp} · {site.contact.email}
      </p>
    </div>
  );
}

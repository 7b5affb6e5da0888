// Shown instead of the widget for a tour language that has no online product (booking.products
// in tours.yaml): the visitor books it by WhatsApp or email, with the tour and language filled in.
import type { Language } from '../../generated/config-types.ts';
import { site } from '../../generated/site.ts';
import { mailtoHref, whatsappHref } from '../../lib/contact-links.ts';
import { languageName } from '../../lib/languages.ts';
import { format, useLocale, useTexts } from '../../lib/texts.ts';

interface BookByMessageProps {
  tourName: string;
  language: Language;
}

export function BookByMessage({ tourName, language }: BookByMessageProps) {
  const words = useTexts('booking');
  const name = languageName(language.code, useLocale());
  const values = { tour: tourName, language: name };
  return (
    <div className="booking-panel__message" role="region" aria-label={format(words.byMessageTitle, values)}>
      <h3>{format(words.byMessageTitle, values)}</h3>
      <p>{format(words.byMessageText, values)}</p>
      <div className="booking-panel__actions">
        <a
          className="button"
          href={whatsappHref(site.contact.whatsapp, format(words.requestMessage, values))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {words.byWhatsapp}
        </a>
        <a className="button button--ghost" href={mailtoHref(site.contact.email, format(words.requestSubject, values))}>
          {words.byEmail}
        </a>
      </div>
      <p className="booking-panel__contact-line">
        WhatsApp {site.contact.whatsapp} · {site.contact.email}
      </p>
    </div>
  );
}

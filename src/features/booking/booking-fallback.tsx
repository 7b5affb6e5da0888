// The ways to book directly, pre-filled: call, WhatsApp and email, each naming the tour and the
// tour language (in the page's language). Shown for a tour, or a tour language, without an
// online product, and wherever the provider's checkout fails to load or shows nothing in time
// (the booking panel, the English launcher, /book-now), so booking never dead-ends.
import { RichText } from '../../components/rich-text.tsx';
import type { LanguageCode } from '../../generated/config-types.ts';
import { company } from '../../generated/company.ts';
import { mailtoHref, telHref, whatsappHref } from '../../lib/contact-links.ts';
import { languageName } from '../../lib/languages.ts';
import { format, useLocale, useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import './booking-fallback.css';

export interface BookingFallbackProps {
  /**
   * `failed`: the provider did not load; `launcher-failed`: only the quick booking button did not
   * (the calendar beside it works); `no-product`: this tour language is booked by message;
   * `direct`: the whole tour is (it has no online product); `beside`: under "Book directly with
   * us", beside a calendar or checkout that works (DirectBookingDetails).
   */
  reason: 'failed' | 'launcher-failed' | 'no-product' | 'direct' | 'beside';
  /** The tour and tour language asked for; without them (/book-now) a general booking request. */
  request?: { tour: string; language: LanguageCode };
  /** The heading's level: 3 inside the booking panel, 2 on a page of its own; none where the
   * offer's title is already shown (a <details>'s summary). */
  level?: 2 | 3 | 'none';
  /** Where a link on the page leads to it (/book-now's intro). */
  id?: string;
}

export function BookingFallback({ reason, request, level = 3, id }: BookingFallbackProps) {
  const words = useTexts('booking');
  const { chrome } = useTexts('common');
  const locale = useLocale();
  const to = useLocalPath();
  const { contact } = company;
  const values: Record<string, string> = request
    ? { tour: request.tour, language: languageName(request.language, locale) }
    : {};
  const title = reason === 'no-product' ? format(words.byMessageTitle, values) : words.fallbackTitle;
  const text = {
    failed: words.fallbackText,
    'launcher-failed': words.launcherFallbackText,
    'no-product': format(words.byMessageText, values),
    direct: format(words.directText, values),
    beside: words.besideText,
  }[reason];
  const message = request ? format(words.requestMessage, values) : words.bookNowRequestMessage;
  const subject = request ? format(words.requestSubject, values) : words.bookNowRequestSubject;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="booking-fallback" role="region" aria-label={title} id={id}>
      {level !== 'none' && <Heading className="booking-fallback__title">{title}</Heading>}
      <p>{text}</p>
      <div className="booking-fallback__actions">
        <a className="button" href={telHref(contact.phone)}>
          {/* The number kept on one line: "Chiama il +1 202 / 555 0143" is hard to read. One span:
              as two flex items the button's gap would add a second space before the number. */}
          <span>
            <RichText
              text={words.call}
              values={{ phone: <span className="booking-fallback__phone">{contact.phone}</span> }}
            />
          </span>
        </a>
        <a className="button" href={whatsappHref(contact.whatsapp, message)} target="_blank" rel="noopener noreferrer">
          {words.byWhatsapp}
        </a>
        <a className="button button--ghost" href={mailtoHref(contact.email, subject, message)}>
          {words.byEmail}
        </a>
      </div>
      <p className="booking-fallback__contact-line">
        {chrome.whatsapp} {contact.whatsapp} · {chrome.email} {contact.email}
      </p>
      <p>
        <RichText text={words.fallbackMore} values={{ contactUs: <a href={to('/contact')}>{words.contactUs}</a> }} />
      </p>
    </div>
  );
}

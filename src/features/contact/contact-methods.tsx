// The ways to reach the company as cards: call, WhatsApp, email (site.yaml `contact`) and the
// meeting point page.
import { company } from '../../generated/company.ts';
import { site } from '../../generated/site.ts';
import { mailtoHref, telHref, whatsappHref } from '../../lib/contact-links.ts';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import './contact-methods.css';

export function ContactMethods() {
  const { contact } = company;
  const words = useTexts('contact');
  const { chrome } = useTexts('common');
  const to = useLocalPath();
  return (
    <ul className="contact-methods">
      <li className="contact-method">
        <h2>{chrome.phone}</h2>
        <p>{words.phoneText}</p>
        <a href={telHref(contact.phone)}>{contact.phone}</a>
      </li>
      <li className="contact-method">
        <h2>{chrome.whatsapp}</h2>
        <p>{words.whatsappText}</p>
        <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
          {contact.whatsapp}
        </a>
      </li>
      <li className="contact-method">
        <h2>{chrome.email}</h2>
        <p>{words.emailText}</p>
        <a href={mailtoHref(contact.email)}>{contact.email}</a>
      </li>
      <li className="contact-method">
        <h2>{chrome.meetingPoint}</h2>
        <p>{site.meetingPoint.address}</p>
        <a href={to('/meeting-point')}>{words.meetingPointLink}</a>
      </li>
    </ul>
  );
}

// The ways to reach the company as cards: call, WhatsApp, email (site.yaml `contact`) and the
// meeting point page.
import { Link } from 'wouter';
import { site } from '../../generated/site.ts';
import { mailtoHref, telHref, whatsappHref } from '../../lib/contact-links.ts';
import './contact-methods.css';

export function ContactMethods() {
  const { contact } = site;
  return (
    <ul className="contact-methods">
      <li className="contact-method">
        <h2>Phone</h2>
        <p>Call us to ask about a tour or a booking.</p>
        <a href={telHref(contact.phone)}>{contact.phone}</a>
      </li>
      <li className="contact-method">
        <h2>WhatsApp</h2>
        <p>Send us a message about dates and availability.</p>
        <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
          {contact.whatsapp}
        </a>
      </li>
      <li className="contact-method">
        <h2>Email</h2>
        <p>Write to us about anything else.</p>
        <a href={mailtoHref(contact.email)}>{contact.email}</a>
      </li>
      <li className="contact-method">
        <h2>Meeting point</h2>
        <p>{site.meetingPoint.title}</p>
        <Link href="/meeting-point">How to find us</Link>
      </li>
    </ul>
  );
}

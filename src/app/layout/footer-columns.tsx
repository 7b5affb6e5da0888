// The footer's columns: about the company, the site's pages and the contact details.
import { company } from '../../generated/company.ts';
import { addressLine, mailtoHref, telHref, whatsappHref } from '../../lib/contact-links.ts';
import { useFormatters } from '../../lib/format.ts';
import { format, useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import { MENU_LINKS } from './nav-links.ts';
import { SocialIcons } from './social-icons.tsx';

export function FooterColumns() {
  const { chrome, site: words } = useTexts('common');
  const f = useFormatters();
  const to = useLocalPath();
  const { contact } = company;
  return (
    <>
      <section aria-labelledby="footer-about">
        <h2 id="footer-about">{format(chrome.footerAbout, { siteName: company.name })}</h2>
        <p>{words.description}</p>
        <div className="site-footer__social">
          <SocialIcons />
        </div>
      </section>
      <section aria-labelledby="footer-links">
        <h2 id="footer-links">{chrome.quickLinks}</h2>
        <ul>
          {MENU_LINKS.map((link) => (
            <li key={link.href}>
              <a href={to(link.href)}>{chrome[link.label]}</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact">{chrome.contactInfo}</h2>
        <ul>
          <li>
            {f.label(chrome.email)} <a href={mailtoHref(contact.email)}>{contact.email}</a>
          </li>
          <li>
            {f.label(chrome.phone)} <a href={telHref(contact.phone)}>{contact.phone}</a>
          </li>
          <li>
            {f.label(chrome.whatsapp)}{' '}
            <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
              {contact.whatsapp}
            </a>
          </li>
          <li>
            <address>{addressLine(contact.address)}</address>
          </li>
        </ul>
      </section>
    </>
  );
}

import { Link } from 'wouter';
import { useConsentStore } from '../../lib/consent-store.ts';
import { site } from '../../generated/site.ts';
import { mailtoHref, telHref, whatsappHref } from '../../lib/contact-links.ts';
import { format, useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import { NAV_LINKS } from './nav-links.ts';
import { SocialIcons } from './social-icons.tsx';
import './footer.css';

export function Footer() {
  const openCookieSettings = useConsentStore((s) => s.setSettingsOpen);
  const { chrome, site: words } = useTexts('common');
  const to = useLocalPath();
  const { contact } = site;
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{format(chrome.footerAbout, { siteName: site.name })}</h2>
          <p>{words.description}</p>
          <div className="site-footer__social">
            <SocialIcons />
          </div>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{chrome.quickLinks}</h2>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={to(link.href)}>{chrome[link.label]}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{chrome.contactInfo}</h2>
          <ul>
            <li>
              {chrome.email}: <a href={mailtoHref(contact.email)}>{contact.email}</a>
            </li>
            <li>
              {chrome.phone}: <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
            <li>
              {chrome.whatsapp}:{' '}
              <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
                {contact.whatsapp}
              </a>
            </li>
            <li>
              <address>
                {contact.address.street}, {contact.address.postalCode} {contact.address.city}
              </address>
            </li>
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        {/* The year is the build's year in the HTML and the visitor's after hydration; */}
        {/* suppressHydrationWarning covers the night of New Year's Eve. */}
        <p suppressHydrationWarning>
          {format(chrome.rightsReserved, { year: new Date().getFullYear(), siteName: site.name })}
        </p>
        <ul>
          <li>
            <Link href={to('/terms')}>{chrome.terms}</Link>
          </li>
          <li>
            <Link href={to('/privacy')}>{chrome.privacy}</Link>
          </li>
          <li>
            <button type="button" className="site-footer__link-button" onClick={() => openCookieSettings(true)}>
              {chrome.cookieSettings}
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}

import { Link } from 'wouter';
import { site } from '../../generated/site.ts';
import { mailtoHref, telHref, whatsappHref } from '../../lib/contact-links.ts';
import { useUiStore } from '../store.ts';
import { NAV_LINKS } from './nav-links.ts';
import './footer.css';

export function Footer() {
  const openCookieSettings = useUiStore((s) => s.setConsentSettingsOpen);
  const { contact } = site;
  return (
    <footer className="site-footer" lang="en">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About {site.name}</h2>
          <p>{site.description}</p>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Info</h2>
          <ul>
            <li>
              Email: <a href={mailtoHref(contact.email)}>{contact.email}</a>
            </li>
            <li>
              Phone: <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
            <li>
              WhatsApp:{' '}
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
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
        <ul>
          <li>
            <Link href="/terms">Terms and Conditions</Link>
          </li>
          <li>
            <Link href="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <button type="button" className="site-footer__link-button" onClick={() => openCookieSettings(true)}>
              Cookie settings
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}

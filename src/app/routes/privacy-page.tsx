import { mailtoHref } from '../../lib/contact-links.ts';
import { site } from '../../generated/site.ts';
import { useUiStore } from '../store.ts';

export default function PrivacyPage() {
  const openCookieSettings = useUiStore((s) => s.setConsentSettingsOpen);
  const { contact } = site;
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>Privacy Policy</h1>
        </div>
      </section>
      <div className="container section prose">
        <p>
          {site.name}, {contact.address.street}, {contact.address.postalCode} {contact.address.city}, is responsible for
          the personal data described here, under the EU General Data Protection Regulation.
        </p>
        <h2>What we collect</h2>
        <p>
          When you write to us through the contact form we receive your name, email address, subject and message, and
          use them only to answer you. With them our server records when the message arrived, your IP address and your
          browser's name, to keep the form free of abuse. When you book, the booking provider processes your booking and
          payment details on our behalf.
        </p>
        <h2>Cookies and local storage</h2>
        <p>
          Without your consent we store only your cookie choice in your browser (under the name cookieConsent), for six
          months. With your consent we also load the meeting-point map from an external maps service, which may set its
          own cookies. You can change your choice at any time.
        </p>
        <p>
          <button type="button" className="button button--ghost" onClick={() => openCookieSettings(true)}>
            Change cookie settings
          </button>
        </p>
        <h2>Third parties</h2>
        <p>
          The booking widget and checkout are provided by our booking provider. Reviewer pictures on the home page come
          from an external image service. We do not sell your data or use advertising trackers.
        </p>
        <h2>Your rights</h2>
        <p>
          You may ask to see, correct or delete your data, or object to its use, by writing to{' '}
          <a href={mailtoHref(contact.email)}>{contact.email}</a>. You may also complain to the Garante per la
          protezione dei dati personali.
        </p>
      </div>
    </>
  );
}

// /contact — phone, WhatsApp, email and the meeting point, then the contact form.
import ContactForm from '../../features/contact/contact-form.island.tsx';
import { CONTACT_FORM_TITLE_ID } from '../../features/contact/contact-form.tsx';
import { ContactMethods } from '../../features/contact/contact-methods.tsx';
import { localPath } from '../../lib/languages.ts';
import { useLanguage, useTexts } from '../../lib/texts.ts';
import { Island } from '../islands/island-html.tsx';
import './contact-page.css';

export default function ContactPage() {
  const contact = useTexts('contact');
  const lang = useLanguage();
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{contact.title}</h1>
          <p>{contact.intro}</p>
        </div>
      </section>
      <section className="section" aria-label={contact.waysToReach}>
        <div className="container">
          <ContactMethods />
        </div>
      </section>
      <section className="section section--soft" aria-labelledby={CONTACT_FORM_TITLE_ID}>
        <div className="container contact-page__form">
          <h2 id={CONTACT_FORM_TITLE_ID}>{contact.formTitle}</h2>
          <p>{contact.required}</p>
          <Island of={ContactForm} lang={lang} page={localPath(lang, '/contact')} />
        </div>
      </section>
    </>
  );
}

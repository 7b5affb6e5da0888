// /contact/sent — the thank-you page a message sent without script lands on (the form sent with
// script says the same in place).
import ForgetDraft from '../../features/contact/forget-draft.island.tsx';
import { localPath } from '../../lib/languages.ts';
import { useLanguage, useTexts } from '../../lib/texts.ts';
import { Island } from '../islands/island-html.tsx';

export default function ContactSentPage() {
  const contact = useTexts('contact');
  const lang = useLanguage();
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{contact.sentTitle}</h1>
          <p role="status">{contact.success}</p>
        </div>
        <Island of={ForgetDraft} />
      </section>
      <section className="section">
        <div className="container text-center">
          <p>{contact.sentNext}</p>
          <a className="button" href={localPath(lang, '/tours')}>
            {contact.sentToTours}
          </a>
        </div>
      </section>
    </>
  );
}

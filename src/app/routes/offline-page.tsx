// /offline — what the service worker shows, with no connection, for a page not yet kept on the
// device (src/app/offline/): how to reach the company and find the meeting point, as the contact
// page gives them.
import { ContactMethods } from '../../features/contact/contact-methods.tsx';
import { useTexts } from '../../lib/texts.ts';

export default function OfflinePage() {
  const words = useTexts('offline');
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{words.title}</h1>
          <p>{words.text}</p>
          {/* Sent to this same address: the page itself once the connection is back. */}
          <form>
            <button className="button">{words.tryAgain}</button>
          </form>
        </div>
      </section>
      <section className="section" aria-label={words.reachUs}>
        <div className="container">
          <ContactMethods />
        </div>
      </section>
    </>
  );
}

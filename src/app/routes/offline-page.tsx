// /offline — what the service worker shows, with no connection, for a page not yet kept on the
// device (src/app/offline/): how to reach the company and find the meeting point.
import { company } from '../../generated/company.ts';
import { site } from '../../generated/site.ts';
import { telHref, whatsappHref } from '../../lib/contact-links.ts';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';

export default function OfflinePage() {
  const words = useTexts('offline');
  const { chrome } = useTexts('common');
  const to = useLocalPath();
  const { contact } = company;
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
      <section className="section">
        <div className="container">
          <h2>{words.reachUs}</h2>
          <ul>
            <li>
              {chrome.phone} <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
            <li>
              {chrome.whatsapp}{' '}
              <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
                {contact.whatsapp}
              </a>
            </li>
          </ul>
          <h2>{words.meetingPoint}</h2>
          <p>{site.meetingPoint.address}</p>
          <p>
            <a href={to('/meeting-point')}>{words.meetingPointLink}</a>
          </p>
        </div>
      </section>
    </>
  );
}

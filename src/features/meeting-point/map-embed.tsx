// The maps service sets cookies and sees the visitor's address, so its frame loads only after
// the visitor accepts (or asks for it once). Until then a placeholder of the same size offers
// both, and a plain link opens the address in a maps app (without script, that link alone: no
// consent can be given, and the other two controls are hidden, needs-script).
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { site } from '../../generated/site.ts';
import { useConsentStore } from '../../lib/consent-store.ts';
import { format, useTexts } from '../../lib/texts.ts';
import './map-embed.css';

/** Where "Load the map this time" leads: a tap before this code has come leaves it in the
 * address, and the map loads once the code is here. */
const LOAD_ONCE_HASH = '#load-map-once';

/** The fragment was added by a tap in this page, not in the address the page was opened with
 * (a link someone shared must not load the map without the visitor asking). */
function tappedBeforeCode(): boolean {
  const opened = performance.getEntriesByType('navigation')[0]?.name ?? '';
  return window.location.hash === LOAD_ONCE_HASH && new URL(opened, window.location.href).hash !== LOAD_ONCE_HASH;
}

export function MapEmbed() {
  const consent = useConsentStore((s) => s.consent);
  const setSettingsOpen = useConsentStore((s) => s.setSettingsOpen);
  const words = useTexts('meetingPoint');
  const { cookies } = useTexts('common');
  const [loadOnce, setLoadOnce] = useState(false);
  const { meetingPoint } = site;

  useEffect(() => {
    if (window.location.hash !== LOAD_ONCE_HASH) return;
    if (tappedBeforeCode()) {
      setLoadOnce(true);
      // Back from the entry the tap added: the page's own address again, which Back then leaves.
      window.history.back();
    } else window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
  // A button to assistive technology (it acts in place), so Space presses it too.
  const onLoadOnce = (event: MouseEvent | KeyboardEvent) => {
    if ('key' in event && event.key !== ' ') return;
    event.preventDefault();
    setLoadOnce(true);
  };

  const appLink = (
    <a className="button button--ghost" href={meetingPoint.mapLinkUrl} target="_blank" rel="noopener noreferrer">
      {words.openInMapsApp}
    </a>
  );
  // Once the map shows, the link to a maps app stays: on a phone it is the way to navigate there.
  if (consent === 'accepted' || loadOnce) {
    return (
      <div className="map-embed-wrapper">
        <div className="map-embed">
          <iframe
            src={meetingPoint.mapEmbedUrl}
            title={format(words.mapTitle, { address: meetingPoint.address })}
            width="800"
            height="450"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </div>
        <p className="map-embed__app-link">{appLink}</p>
      </div>
    );
  }
  return (
    <div className="map-embed map-embed--blocked">
      <div className="map-embed__notice">
        <p>{words.mapNotice}</p>
        <div className="map-embed__actions">
          <a
            href={LOAD_ONCE_HASH}
            className="button needs-script"
            role="button"
            onClick={onLoadOnce}
            onKeyDown={onLoadOnce}
          >
            {words.loadOnce}
          </a>
          {appLink}
        </div>
        <button type="button" className="map-embed__settings needs-script" onClick={() => setSettingsOpen(true)}>
          {cookies.change}
        </button>
      </div>
    </div>
  );
}

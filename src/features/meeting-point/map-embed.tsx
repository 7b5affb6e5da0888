// The maps service sets cookies and sees the visitor's address, so its frame loads only after
// the visitor accepts (or asks for it once). Until then a placeholder of the same size offers
// both, and a plain link opens the address in a maps app.
import { useState } from 'react';
import { useUiStore } from '../../app/store.ts';
import { site } from '../../generated/site.ts';
import './map-embed.css';

export function MapEmbed() {
  const consent = useUiStore((s) => s.consent);
  const setSettingsOpen = useUiStore((s) => s.setConsentSettingsOpen);
  const [loadOnce, setLoadOnce] = useState(false);
  const { meetingPoint } = site;

  if (consent === 'accepted' || loadOnce) {
    return (
      <div className="map-embed">
        <iframe
          src={meetingPoint.mapEmbedUrl}
          title={`Map of the meeting point: ${meetingPoint.address}`}
          width="800"
          height="450"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>
    );
  }
  return (
    <div className="map-embed map-embed--blocked">
      <div className="map-embed__notice">
        <p>
          The map is provided by an external maps service, which may set cookies and see your IP address. It loads only
          with your consent.
        </p>
        <div className="map-embed__actions">
          <button type="button" className="button" onClick={() => setLoadOnce(true)}>
            Load the map once
          </button>
          <a className="button button--ghost" href={meetingPoint.mapLinkUrl} target="_blank" rel="noopener noreferrer">
            Open in a maps app
          </a>
        </div>
        <button type="button" className="map-embed__settings" onClick={() => setSettingsOpen(true)}>
          Change cookie settings
        </button>
      </div>
    </div>
  );
}

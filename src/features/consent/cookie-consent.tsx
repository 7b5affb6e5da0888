// The cookie banner and its settings view (Italy: Garante 2021 guidelines). Before a choice
// only technical storage is used. "Accept All" and "Reject All" carry equal weight, closing
// with X counts as rejecting, scrolling counts as nothing. The banner is rendered only after
// hydration has read the stored choice, so the prerendered HTML never contains it; it is
// fixed to the bottom of the viewport, so appearing late shifts no content.
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useUiStore, type ConsentChoice } from '../../app/store.ts';
import { readStoredConsent, storeConsent } from './consent-storage.ts';
import { CookieSettings } from './cookie-settings.tsx';
import './cookie-consent.css';

function useConsentChoice(): (choice: ConsentChoice) => void {
  const setConsent = useUiStore((s) => s.setConsent);
  const setSettingsOpen = useUiStore((s) => s.setConsentSettingsOpen);
  return (choice) => {
    storeConsent(choice);
    setConsent(choice);
    setSettingsOpen(false);
  };
}

export function CookieConsent() {
  const consent = useUiStore((s) => s.consent);
  const setConsent = useUiStore((s) => s.setConsent);
  const settingsOpen = useUiStore((s) => s.consentSettingsOpen);
  const setSettingsOpen = useUiStore((s) => s.setConsentSettingsOpen);
  const choose = useConsentChoice();

  useEffect(() => {
    setConsent(readStoredConsent() ?? 'unset');
  }, [setConsent]);

  if (settingsOpen) return <CookieSettings onChoose={choose} onClose={() => setSettingsOpen(false)} />;
  if (consent !== 'unset') return null;

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title" lang="en">
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title">Cookies and your privacy</h2>
        <p>
          We store only what this site needs to work. With your consent we also load outside content, such as the
          meeting-point map, which may set its own cookies. <Link href="/privacy">Privacy Policy</Link>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--light" onClick={() => choose('rejected')}>
          Reject All
        </button>
        <button type="button" className="button button--light" onClick={() => choose('accepted')}>
          Accept All
        </button>
        <button type="button" className="cookie-banner__settings" onClick={() => setSettingsOpen(true)}>
          Cookie Settings
        </button>
      </div>
      <button
        type="button"
        className="cookie-banner__close"
        aria-label="Close and reject all"
        onClick={() => choose('rejected')}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}

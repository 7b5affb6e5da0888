// The cookie banner and its settings view (Italy: Garante 2021 guidelines). Before a choice
// only technical storage is used. "Accept All" and "Reject All" carry equal weight, closing
// with X counts as rejecting, scrolling counts as nothing. The prerendered page shows the banner
// unless a choice is stored (banner-before-code.ts); hydration reads the choice and keeps the
// banner or takes it away. It is fixed to the bottom of the viewport, so it shifts no content.
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'wouter';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import { useConsentStore, type ConsentChoice } from '../../lib/consent-store.ts';
import { readStoredConsent, storeConsent } from './consent-storage.ts';
import './cookie-consent.css';

// The settings view is code only its button needs: loaded when it is opened.
const CookieSettings = lazy(() =>
  import('./cookie-settings.tsx').then((module) => ({ default: module.CookieSettings })),
);

function useConsentChoice(): (choice: ConsentChoice) => void {
  const setConsent = useConsentStore((s) => s.setConsent);
  const setSettingsOpen = useConsentStore((s) => s.setSettingsOpen);
  return (choice) => {
    storeConsent(choice);
    setConsent(choice);
    setSettingsOpen(false);
  };
}

export function CookieConsent() {
  const consent = useConsentStore((s) => s.consent);
  const setConsent = useConsentStore((s) => s.setConsent);
  const settingsOpen = useConsentStore((s) => s.settingsOpen);
  const setSettingsOpen = useConsentStore((s) => s.setSettingsOpen);
  const choose = useConsentChoice();
  const { cookies } = useTexts('common');
  const to = useLocalPath();

  useEffect(() => {
    // With nothing valid stored the state is already right: a first visit is spared a second
    // render of the banner just after hydration (a long task on a slow phone).
    const stored = readStoredConsent();
    if (stored) setConsent(stored);
    // From here the state decides, not the mark the page's head set for anything stored (a stored
    // choice may have expired). The banner's re-render above happens in this same task, before
    // the next paint.
    delete document.documentElement.dataset.consent;
  }, [setConsent]);

  if (settingsOpen)
    return (
      <Suspense fallback={null}>
        <CookieSettings onChoose={choose} onClose={() => setSettingsOpen(false)} />
      </Suspense>
    );
  // Shown as prerendered until a stored choice is read, and while none is made.
  if (consent === 'accepted' || consent === 'rejected') return null;

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title">{cookies.bannerTitle}</h2>
        <p>
          {cookies.bannerText} <Link href={to('/privacy')}>{cookies.privacyLink}</Link>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--light" onClick={() => choose('rejected')}>
          {cookies.rejectAll}
        </button>
        <button type="button" className="button button--light" onClick={() => choose('accepted')}>
          {cookies.acceptAll}
        </button>
        <button type="button" className="cookie-banner__settings" onClick={() => setSettingsOpen(true)}>
          {cookies.settings}
        </button>
      </div>
      <button
        type="button"
        className="cookie-banner__close"
        aria-label={cookies.closeAndReject}
        onClick={() => choose('rejected')}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}

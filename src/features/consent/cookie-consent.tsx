// The cookie banner and its settings view (Italy: Garante 2021 guidelines). Before a choice
// only technical storage is used. "Accept All" and "Reject All" carry equal weight, closing
// with X counts as rejecting, scrolling counts as nothing. It is laid out after the footer and
// sticks to the bottom of the screen (global.css): it shifts no content and, at the page's end,
// covers none.
//
// The banner is a non-modal <dialog> whose buttons close it through their form (method
// "dialog"): the browser answers a tap at once, before this code has arrived, and keeps which
// button closed it (`returnValue`). Hydrated, the island stores that choice; from then on its
// buttons store theirs directly. A choice already stored hides the banner before the first paint
// (consent-mark.ts). Without JavaScript nothing could be stored: the banner is not shown at all.
import { lazy, Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import { useConsentStore, type ConsentChoice } from '../../lib/consent-store.ts';
import { useFocusClearOf } from '../../lib/use-focus-clear-of.ts';
import { readStoredConsent, storeConsent } from './consent-storage.ts';
import './cookie-consent.css';

// The settings view is code only its button needs: loaded when it is opened.
const CookieSettings = lazy(() =>
  import('./cookie-settings.tsx').then((module) => ({ default: module.CookieSettings })),
);

/** What a banner button leaves in the dialog's returnValue. */
const SETTINGS = 'settings';

export function CookieConsent() {
  const consent = useConsentStore((s) => s.consent);
  const setConsent = useConsentStore((s) => s.setConsent);
  const settingsOpen = useConsentStore((s) => s.settingsOpen);
  const setSettingsOpen = useConsentStore((s) => s.setSettingsOpen);
  const { cookies } = useTexts('common');
  const to = useLocalPath();
  const banner = useRef<HTMLDialogElement>(null);
  const bannerShown = !settingsOpen && consent !== 'accepted' && consent !== 'rejected';
  useFocusClearOf(banner, bannerShown);

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    setConsent(choice);
    setSettingsOpen(false);
  };
  // Hydrated, a button acts itself and the banner goes with the state: the form's own closing
  // is cancelled, as it would come once the form is gone (the browser warns of it).
  const onTap = (act: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    act();
  };

  useEffect(() => {
    const stored = readStoredConsent();
    const dialog = banner.current;
    // A button tapped before this code arrived closed the banner and left its value.
    const tapped = dialog && !dialog.open ? dialog.returnValue : '';
    if (tapped === 'accepted' || tapped === 'rejected') {
      storeConsent(tapped);
      setConsent(tapped);
    } else if (stored) setConsent(stored);
    if (tapped === SETTINGS) setSettingsOpen(true);
    // From here the state decides, not the mark the page's head set for anything stored (a stored
    // choice may have expired).
    delete document.documentElement.dataset.consent;
  }, [setConsent, setSettingsOpen]);

  if (settingsOpen)
    return (
      <Suspense fallback={null}>
        <CookieSettings onChoose={choose} onClose={() => setSettingsOpen(false)} />
      </Suspense>
    );
  if (!bannerShown) return null;

  return (
    <dialog ref={banner} open className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title">{cookies.bannerTitle}</h2>
        <p>
          {cookies.bannerText} <a href={to('/privacy')}>{cookies.privacyLink}</a>
        </p>
      </div>
      <form method="dialog" className="cookie-banner__actions">
        <button className="button button--light" value="rejected" onClick={onTap(() => choose('rejected'))}>
          {cookies.rejectAll}
        </button>
        <button className="button button--light" value="accepted" onClick={onTap(() => choose('accepted'))}>
          {cookies.acceptAll}
        </button>
        <button className="cookie-banner__settings" value={SETTINGS} onClick={onTap(() => setSettingsOpen(true))}>
          {cookies.settings}
        </button>
        <button
          className="cookie-banner__close"
          value="rejected"
          aria-label={cookies.closeAndReject}
          onClick={onTap(() => choose('rejected'))}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
    </dialog>
  );
}

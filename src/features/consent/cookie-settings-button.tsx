// A button that reopens the cookie choice (the footer's "Cookie settings", the privacy page's
// "Change cookie settings"). It needs script, as storing a choice does: without it the page
// hides it (needs-script, scripts/prerender.ts), and nothing is stored.
import { useConsentStore } from '../../lib/consent-store.ts';
import { useTexts } from '../../lib/texts.ts';

export function CookieSettingsButton({ place }: { place: 'footer' | 'privacy' }) {
  const openCookieSettings = useConsentStore((s) => s.setSettingsOpen);
  const { chrome, cookies } = useTexts('common');
  return (
    <button
      type="button"
      className={place === 'footer' ? 'site-footer__link-button needs-script' : 'button button--ghost needs-script'}
      onClick={() => openCookieSettings(true)}
    >
      {place === 'footer' ? chrome.cookieSettings : cookies.change}
    </button>
  );
}

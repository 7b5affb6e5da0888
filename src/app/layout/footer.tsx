import { Link } from 'wouter';
import { useConsentStore } from '../../lib/consent-store.ts';
import { company } from '../../generated/company.ts';
import { staticPart } from '../../lib/deferred.tsx';
import { format, useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import './footer.css';

// Text and links: prerendered, the columns need no code (lib/deferred.tsx).
const Columns = staticPart(
  'footer-columns',
  () => import('./footer-columns.tsx').then((module) => module.FooterColumns),
  'site-footer__columns',
);

export function Footer() {
  const openCookieSettings = useConsentStore((s) => s.setSettingsOpen);
  const { chrome } = useTexts('common');
  const to = useLocalPath();
  return (
    <footer className="site-footer">
      <Columns />
      <div className="site-footer__bottom">
        {/* The year is the build's year in the HTML and the visitor's after hydration; */}
        {/* suppressHydrationWarning covers the night of New Year's Eve. */}
        <p suppressHydrationWarning>
          {format(chrome.rightsReserved, { year: new Date().getFullYear(), siteName: company.name })}
          <br />
          {format(chrome.legalIdentity, { legalName: company.legal.name, vatNumber: company.legal.vatNumber })}
        </p>
        <ul>
          <li>
            <Link href={to('/terms')}>{chrome.terms}</Link>
          </li>
          <li>
            <Link href={to('/privacy')}>{chrome.privacy}</Link>
          </li>
          <li>
            <button type="button" className="site-footer__link-button" onClick={() => openCookieSettings(true)}>
              {chrome.cookieSettings}
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}

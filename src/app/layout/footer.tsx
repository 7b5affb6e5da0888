import CookieSettingsButton from '../../features/consent/cookie-settings-button.island.tsx';
import { company } from '../../generated/company.ts';
import { format, useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import { Island } from '../islands/island-html.tsx';
import { FooterColumns } from './footer-columns.tsx';
import './footer.css';

export function Footer() {
  const { chrome } = useTexts('common');
  const to = useLocalPath();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <FooterColumns />
      </div>
      <div className="site-footer__bottom">
        {/* The build's year: `npm start` builds again in a new year (build-freshness.ts), a server
            is deployed again each January (deploy/README.md). */}
        <p>
          {format(chrome.rightsReserved, { year: new Date().getFullYear(), siteName: company.name })}
          <br />
          {format(chrome.legalIdentity, { legalName: company.legal.name, vatNumber: company.legal.vatNumber })}
        </p>
        <ul>
          <li>
            <a href={to('/terms')}>{chrome.terms}</a>
          </li>
          <li>
            <a href={to('/privacy')}>{chrome.privacy}</a>
          </li>
          <li>
            <Island of={CookieSettingsButton} place="footer" />
          </li>
        </ul>
      </div>
    </footer>
  );
}

import { company } from '../../generated/company.ts';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import { usePathInLanguage } from '../use-path-in-language.ts';
import { useBookNowHref } from './book-now-href.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { isActive, NAV_LINKS } from './nav-links.ts';
import { SocialIcons } from './social-icons.tsx';
import './header.css';

export function Header() {
  const path = usePathInLanguage();
  const to = useLocalPath();
  const bookNow = useBookNowHref();
  const { chrome } = useTexts('common');

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a href={to('/')} className="site-header__brand">
          {company.name}
        </a>
        <nav className="site-header__nav" aria-label={chrome.mainNav}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <a href={to(link.href)} aria-current={isActive(link.href, path) ? 'page' : undefined}>
                  {chrome[link.label]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher />
          <SocialIcons />
          <a href={bookNow} className="button">
            {chrome.bookNow}
          </a>
        </div>
        {/* The browser opens the menu (a popover) itself: it answers the first tap, script or not. */}
        <button
          type="button"
          className="site-header__hamburger"
          aria-label={chrome.openMenu}
          popoverTarget="mobile-menu"
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <MobileMenu path={path} />
    </header>
  );
}

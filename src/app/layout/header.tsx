import { lazy, Suspense, useCallback } from 'react';
import { Link } from 'wouter';
import { company } from '../../generated/company.ts';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath, usePathInLanguage } from '../../lib/use-local-path.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { useMenuStore } from './menu-store.ts';
import { isActive, NAV_LINKS } from './nav-links.ts';
import { SocialIcons } from './social-icons.tsx';
import './header.css';

// The menu is code that only a tap on the hamburger needs: loaded then (from the tap's start).
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export function Header() {
  const path = usePathInLanguage();
  const to = useLocalPath();
  const { chrome } = useTexts('common');
  const menuOpen = useMenuStore((s) => s.menuOpen);
  const setMenuOpen = useMenuStore((s) => s.setMenuOpen);
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href={to('/')} className="site-header__brand">
          {company.name}
        </Link>
        <nav className="site-header__nav" aria-label={chrome.mainNav}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={to(link.href)} aria-current={isActive(link.href, path) ? 'page' : undefined}>
                  {chrome[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher />
          <SocialIcons />
          <Link href={to('/book-now')} className="button">
            {chrome.bookNow}
          </Link>
        </div>
        <button
          type="button"
          className="site-header__hamburger"
          aria-label={chrome.openMenu}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'mobile-menu' : undefined}
          onPointerDown={() => void loadMobileMenu()}
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu path={path} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}

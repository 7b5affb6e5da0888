import { useCallback } from 'react';
import { Link, useLocation } from 'wouter';
import { site } from '../../generated/site.ts';
import { useUiStore } from '../store.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { isActive, NAV_LINKS } from './nav-links.ts';
import { SocialIcons } from './social-icons.tsx';
import './header.css';

export function Header() {
  const [path] = useLocation();
  const menuOpen = useUiStore((s) => s.menuOpen);
  const setMenuOpen = useUiStore((s) => s.setMenuOpen);
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);

  return (
    <header className="site-header" lang="en">
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand">
          {site.name}
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={isActive(link.href, path) ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <SocialIcons />
          <Link href="/book-now" className="button">
            Book Now
          </Link>
        </div>
        <button
          type="button"
          className="site-header__hamburger"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'mobile-menu' : undefined}
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {menuOpen && <MobileMenu path={path} onClose={closeMenu} />}
    </header>
  );
}

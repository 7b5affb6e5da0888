// The full-screen menu at 1024 px and below, a modal dialog (see useModalFocus): focus stays
// inside while it is open and returns to the hamburger when it closes.
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import { useModalFocus } from '../../lib/use-modal-focus.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { isActive, NAV_LINKS } from './nav-links.ts';
import { SocialIcons } from './social-icons.tsx';
import './mobile-menu.css';

export function MobileMenu({ path, onClose }: { path: string; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const to = useLocalPath();
  const { chrome } = useTexts('common');
  useModalFocus(dialog, onClose);

  // Above the breakpoint the menu has no hamburger to close it with (a rotated tablet, say).
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1025px)');
    const closeIfWide = () => wide.matches && onClose();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [onClose]);

  return (
    <div ref={dialog} id="mobile-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label={chrome.menu}>
      <button type="button" className="mobile-menu__close" aria-label={chrome.closeMenu} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <nav aria-label={chrome.menu}>
        <ul className="mobile-menu__links">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={to(link.href)}
                aria-current={isActive(link.href, path) ? 'page' : undefined}
                onClick={onClose}
              >
                {chrome[link.label]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitcher full />
      <SocialIcons onNavigate={onClose} />
      <Link href={to('/book-now')} className="button" onClick={onClose}>
        {chrome.bookNow}
      </Link>
    </div>
  );
}

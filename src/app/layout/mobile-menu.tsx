// The full-screen menu at 1024 px and below: a popover the hamburger opens, so the browser does
// the work with or without script: Escape and the close button close it, focus returns to the
// hamburger, and choosing a link loads the page it names (Book Now on a tour page too: see
// useMenuBookNow). Its one island keeps Tab inside it, and goes to the tour page's booking panel
// without a new load.
// Above the breakpoint it is never shown (mobile-menu.css).
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import { Island } from '../islands/island-html.tsx';
import { useMenuBookNow } from './book-now-href.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import MenuFocus from './menu-focus.island.tsx';
import { isActive, MENU_LINKS } from './nav-links.ts';
import { SocialIcons } from './social-icons.tsx';
import './mobile-menu.css';

export function MobileMenu({ path }: { path: string }) {
  const to = useLocalPath();
  const bookNow = useMenuBookNow();
  const { chrome } = useTexts('common');

  return (
    <div id="mobile-menu" className="mobile-menu" popover="auto" role="dialog" aria-label={chrome.menu}>
      <button
        type="button"
        className="mobile-menu__close"
        aria-label={chrome.closeMenu}
        popoverTarget="mobile-menu"
        popoverTargetAction="hide"
        // Focus moves into the menu as it opens: a popover's autofocus acts then, not on page load.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <nav aria-label={chrome.menu}>
        <ul className="mobile-menu__links">
          {MENU_LINKS.map((link) => (
            <li key={link.href}>
              <a href={to(link.href)} aria-current={isActive(link.href, path) ? 'page' : undefined}>
                {chrome[link.label]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitcher full />
      <SocialIcons />
      <a href={bookNow.href} data-panel={bookNow.panel} className="button">
        {chrome.bookNow}
      </a>
      <Island of={MenuFocus} menuId="mobile-menu" />
    </div>
  );
}

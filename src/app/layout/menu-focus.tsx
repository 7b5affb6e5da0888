// Keeps Tab inside the open phone menu. The menu covers the whole screen, so focus that left it
// would land on something the visitor cannot see; a popover lets it leave, a modal dialog would
// not but cannot be opened without script. And Book Now on a tour page (an address the server
// redirects to this page's booking panel, `data-panel`) closes the menu and goes to the panel
// without loading the page again.
// Renders nothing: it only listens on the menu.
import { useEffect } from 'react';

export function KeepFocusInMenu({ menuId }: { menuId: string }) {
  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (!menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const [first, last] = [focusable[0], focusable.at(-1)];
      const edge = event.shiftKey ? first : last;
      if (!edge || document.activeElement !== edge) return;
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-panel]') : null;
      if (!link?.dataset.panel) return;
      event.preventDefault();
      menu.hidePopover();
      // As a link to `#book` would: scrolls there even when the address has that part already.
      location.assign(link.dataset.panel);
    };
    menu.addEventListener('keydown', onKeyDown);
    menu.addEventListener('click', onClick);
    return () => {
      menu.removeEventListener('keydown', onKeyDown);
      menu.removeEventListener('click', onClick);
    };
  }, [menuId]);
  return null;
}

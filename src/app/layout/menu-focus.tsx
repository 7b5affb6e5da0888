// Keeps Tab inside the open phone menu. The menu covers the whole screen, so focus that left it
// would land on something the visitor cannot see; a popover lets it leave, a modal dialog would
// not but cannot be opened without script. And a link to a part of this page (Book Now on a tour
// page: its booking panel) closes the menu, which would otherwise stay open over that part.
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
      if (event.target instanceof Element && event.target.closest('a[href^="#"]')) menu.hidePopover();
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

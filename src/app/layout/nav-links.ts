// The four links of the top bar, the mobile menu and the footer's Quick Links (paths without
// the language prefix; labels are keys of `chrome` in the language file).
export const NAV_LINKS = [
  { href: '/', label: 'home' },
  { href: '/tours', label: 'tours' },
  { href: '/about', label: 'about' },
  { href: '/contact', label: 'contact' },
] as const;

/** The menu and the footer have room for one more: the questions page. */
export const MENU_LINKS = [...NAV_LINKS, { href: '/faq', label: 'faq' }] as const;

/** A link is active on its own page and, for Tours, on every tour page (`path` without prefix). */
export function isActive(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

// Links inside the site stay in the page's language: `/tours` → `/es/tours` on a Spanish page.
import { localPath, splitPath } from './languages.ts';
import { useLanguage } from './texts.ts';
import { useLocation } from 'wouter';

export function useLocalPath(): (path: string) => string {
  const lang = useLanguage();
  return (path) => localPath(lang, path);
}

/** The current address without its language prefix (`/tours` on `/es/tours`). */
export function usePathInLanguage(): string {
  const [location] = useLocation();
  return splitPath(location).rest;
}

/**
 * The pages written once for every unknown address under a pattern (the server answers them
 * with 404), each with the page the other languages' links offer instead: its own address is
 * only known in the browser, after the prerendered links were written.
 */
export const TOUR_PLACEHOLDER = '/tours/__coming-soon__';
export const BOOKING_PLACEHOLDER = '/book/__coming-soon__';
const PLACEHOLDER_PAGES: Readonly<Record<string, string>> = {
  [TOUR_PLACEHOLDER]: '/tours',
  [BOOKING_PLACEHOLDER]: '/book-now',
  '/404': '/',
};

/**
 * This page's address in the other site languages, or undefined where it has none: a guide's
 * page is in its guide's language only (its address is printed on QR codes and NFC tags).
 */
export function useAlternatePath(): string | undefined {
  const path = usePathInLanguage();
  if (path.startsWith('/guide/')) return undefined;
  return PLACEHOLDER_PAGES[path] ?? path;
}

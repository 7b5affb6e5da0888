// The address of the page being rendered, from wouter's router. Pages are rendered at build time
// (an island reads no route), so wouter never reaches the browser: keep this out of src/lib/,
// whose modules the islands import.
import { useLocation } from 'wouter';
import { splitPath } from '../lib/languages.ts';

/** The current address without its language prefix (`/tours` on `/es/tours`). */
export function usePathInLanguage(): string {
  const [location] = useLocation();
  return splitPath(location).rest;
}

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

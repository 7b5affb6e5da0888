// Links inside the site stay in the page's language: `/tours` → `/es/tours` on a Spanish page.
import { localPath } from './languages.ts';
import { useLanguage } from './texts.ts';

export function useLocalPath(): (path: string) => string {
  const lang = useLanguage();
  return (path) => localPath(lang, path);
}

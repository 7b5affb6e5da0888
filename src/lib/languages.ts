// The languages the site is published in (site.yaml `siteLanguages`, each named and given a
// locale by its i18n/<code>.yaml) and the names of the languages tours are given in. The first
// site language is the default, served at `/`; the others under `/<code>/`.
import { siteLanguages } from '../generated/languages.ts';
import type { SiteLanguage } from '../generated/i18n-types.ts';
import { cachedIntl } from './intl-cache.ts';

export { siteLanguages };
export const defaultLanguage: SiteLanguage = siteLanguages[0]!;

export function siteLanguage(code: string): SiteLanguage {
  return siteLanguages.find((language) => language.code === code) ?? defaultLanguage;
}

/** `''` for the default language, `/es` for Spanish. */
export function pathPrefix(code: string): string {
  return code === defaultLanguage.code ? '' : `/${code}`;
}

/** The site path of `path` (`/tours`) in a language: `/es/tours`; the home page `/es/`. */
export function localPath(code: string, path: string): string {
  const prefix = pathPrefix(code);
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/** The language a site path is in, from its prefix, and the path without it. */
export function splitPath(path: string): { code: string; rest: string } {
  const [, first = '', ...others] = path.split('/');
  const language = siteLanguages.find((l) => l.code === first && l.code !== defaultLanguage.code);
  if (!language) return { code: defaultLanguage.code, rest: path };
  return { code: language.code, rest: `/${others.join('/')}` };
}

/** Open Graph wants `es_ES`, not `es-ES`. */
export function ogLocale(locale: string): string {
  return locale.replace('-', '_');
}

/** A language's name in the reader's language (`inglés` on a Spanish page), from Intl. */
export function languageName(code: string, inLocale: string): string {
  try {
    return (
      cachedIntl(`names ${inLocale}`, () => new Intl.DisplayNames([inLocale], { type: 'language' })).of(code) ?? code
    );
  } catch {
    return code;
  }
}

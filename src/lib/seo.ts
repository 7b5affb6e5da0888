// What a page says about itself to browsers, crawlers and link previews. The prerender writes
// it into each HTML file; the client keeps title, language and canonical current on navigation.
import { site } from '../generated/site.ts';

export interface PageMeta {
  /** The page's own title; the product name is appended. */
  title: string;
  description: string;
  /** Canonical path (`/tours`). Pages that must not be indexed (404, placeholders) have none. */
  path?: string;
  lang: 'en' | 'es';
  /** Photo (name in photos/) for link previews; defaults to the hero photo. */
  image?: string;
}

export function fullTitle(meta: Pick<PageMeta, 'title'>): string {
  return `${meta.title} | ${site.name}`;
}

// The build replaces __SITE_URL__ with the SITE_URL it was run with (scripts/build.ts), so a
// deployment's canonical links, sitemap and QR codes name its own origin; without it,
// site.yaml's siteUrl. (Outside a Vite build the name is undeclared: typeof is then safe.)
declare const __SITE_URL__: string | undefined;
export const SITE_URL: string = typeof __SITE_URL__ === 'string' ? __SITE_URL__ : site.siteUrl;

export function absoluteUrl(path: string): string {
  return path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

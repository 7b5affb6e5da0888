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

export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.siteUrl}/` : `${site.siteUrl}${path}`;
}

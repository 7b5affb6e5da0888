// What a page says about itself to browsers, crawlers and link previews. The prerender writes
// it into each HTML file (head-html.ts); following a link loads the next page, head and all.
import { company } from '../generated/company.ts';

/** Everything the <head> of one page carries. */
export interface HeadTags {
  /** The page's own title; the product name is appended. */
  title: string;
  description: string;
  /** The page's language code (`es`) and locale (`es-ES`). */
  lang: string;
  locale: string;
  /** Absolute canonical URL; absent on pages that must not be indexed (404, placeholders). */
  url?: string;
  /** The same page in each language (`hreflang` → absolute URL), `x-default` included. */
  alternates: Array<{ hreflang: string; href: string; locale: string }>;
  /** Absolute URL of the link-preview photo. */
  image: string;
  jsonLd: unknown[];
}

export function fullTitle(meta: { title: string }): string {
  return `${meta.title} | ${company.name}`;
}

// The build replaces __SITE_URL__ with the SITE_URL it was run with (scripts/build.ts), so a
// deployment's canonical links, sitemap and QR codes name its own origin; without it,
// site.yaml's siteUrl. (Outside a Vite build the name is undeclared: typeof is then safe.)
declare const __SITE_URL__: string | undefined;
export const SITE_URL: string = typeof __SITE_URL__ === 'string' ? __SITE_URL__ : company.siteUrl;

export function absoluteUrl(path: string): string {
  return path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

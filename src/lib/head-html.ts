// The <head> markup of a prerendered page: title, description, canonical link, Open Graph and
// Twitter tags and the JSON-LD blocks, so link previews and crawlers need no JavaScript.
import type { Thing, WithContext } from 'schema-dts';
import { site } from '../generated/site.ts';
import { absoluteUrl, fullTitle, type PageMeta } from './seo.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function headHtml(meta: PageMeta, imageUrl: string, jsonLd: Array<WithContext<Thing>>): string {
  const title = escapeHtml(fullTitle(meta));
  const description = escapeHtml(meta.description);
  const url = meta.path ? absoluteUrl(meta.path) : undefined;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    url ? `<link rel="canonical" href="${url}">` : `<meta name="robots" content="noindex">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    url ? `<meta property="og:url" content="${url}">` : '',
    `<meta property="og:image" content="${imageUrl}">`,
    `<meta property="og:locale" content="${meta.lang === 'es' ? 'es_ES' : 'en_GB'}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${imageUrl}">`,
    ...jsonLd.map((block) => `<script type="application/ld+json">${safeJson(block)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

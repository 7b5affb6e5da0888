// The <head> markup of a prerendered page: title, description, canonical link, the same page in
// the other languages, Open Graph and Twitter tags and the JSON-LD blocks, so link previews
// and crawlers need no JavaScript.
import { site } from '../generated/site.ts';
import { ogLocale } from './languages.ts';
import { fullTitle, type HeadTags } from './seo.ts';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function headHtml(head: HeadTags): string {
  const title = escapeHtml(fullTitle(head));
  const description = escapeHtml(head.description);
  const { url } = head;
  const others = head.alternates.filter((alternate) => alternate.hreflang !== 'x-default' && alternate.href !== url);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    url ? `<link rel="canonical" href="${url}">` : `<meta name="robots" content="noindex">`,
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    url ? `<meta property="og:url" content="${url}">` : '',
    `<meta property="og:image" content="${head.image}">`,
    `<meta property="og:locale" content="${ogLocale(head.locale)}">`,
    ...others.map(({ locale }) => `<meta property="og:locale:alternate" content="${ogLocale(locale)}">`),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${head.image}">`,
    ...head.jsonLd.map((block) => `<script type="application/ld+json">${safeJson(block)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

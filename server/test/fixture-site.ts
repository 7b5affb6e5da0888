// A tiny stand-in for dist/client with the build's layout, so the serving tests need no build.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { COMPRESSIBLE } from '../static/compressible.ts';

export const INLINE_SCRIPT = "document.documentElement.dataset.js = 'yes';";
export const INLINE_STYLE = 'h1{color:#7a1f1f}';

function page(title: string, extra = ''): string {
  // Padded past 1 KB, the size from which the build (scripts/compress.ts) makes .br / .gz siblings.
  const filler = '<p>Rome was not built in a day.</p>\n'.repeat(40);
  const jsonLd = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage"}</script>';
  return `<!doctype html><html lang="en"><head><title>${title}</title>${jsonLd}</head><body><h1>${title}</h1>${extra}${filler}</body></html>`;
}

export const FIXTURE_FILES: Record<string, string | Buffer> = {
  'index.html': page('Home'),
  'tours/index.html': page('Tours'),
  'tours/colosseum/index.html': page('Colosseum Tour'),
  'inline/index.html': page('Inline', `<script>${INLINE_SCRIPT}</script>`),
  'styled/index.html': page('Styled', `<style>${INLINE_STYLE}</style>`),
  '404.html': page('Page Not Found'),
  'placeholders/tour.html': page('Tour Information Page - Coming Soon'),
  'placeholders/booking.html': page('Booking Page - Coming Soon'),
  'assets/index-BxY12abc.js': `console.log(${JSON.stringify('x'.repeat(2000))});\n`,
  'img/colosseum.0123456789-640.webp': Buffer.alloc(3000, 7),
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const none = { scripts: [], styles: [] };

/** The manifest the build writes beside the site (scripts/prerender.ts): statuses, placeholders
 * and the hashes of each page's inline code. */
export const FIXTURE_MANIFEST = [
  { path: '/', file: 'index.html', status: 200 },
  { path: '/tours', file: 'tours/index.html', status: 200 },
  { path: '/tours/colosseum', file: 'tours/colosseum/index.html', status: 200, route: 'tour' },
  { path: '/inline', file: 'inline/index.html', status: 200, hashes: { scripts: [sha256(INLINE_SCRIPT)], styles: [] } },
  { path: '/styled', file: 'styled/index.html', status: 200, hashes: { scripts: [], styles: [sha256(INLINE_STYLE)] } },
  { path: '/tours/__coming-soon__', file: 'placeholders/tour.html', status: 404, placeholderFor: '/tours/' },
  { path: '/book/__coming-soon__', file: 'placeholders/booking.html', status: 404, placeholderFor: '/book/' },
  { path: '/404', file: '404.html', status: 404, placeholderFor: '/' },
].map((page) => ({ hashes: none, lang: 'en', route: 'page', ...page }));

/** Writes the site to `<dir>/client` and its manifest to `<dir>/pages.json`; returns the site's folder. */
export async function makeFixtureSite(dir: string): Promise<string> {
  const client = path.join(dir, 'client');
  for (const [name, content] of Object.entries(FIXTURE_FILES)) {
    const file = path.join(client, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    // As the build does (the server may not import scripts/): siblings for text files over 1 KB,
    // written after the file so they are never older than it.
    if (COMPRESSIBLE.test(name) && content.length >= 1024) {
      await writeFile(`${file}.br`, brotliCompressSync(content));
      await writeFile(`${file}.gz`, gzipSync(content));
    }
  }
  await writeFile(path.join(dir, 'pages.json'), JSON.stringify(FIXTURE_MANIFEST));
  return client;
}

// Writes one static HTML file per route (and the 404 page and the two "Coming Soon" pages)
// from the server build, each with its head (title, description, canonical, Open Graph,
// JSON-LD), its CSS inlined and its chunk preloaded, so the page is complete without
// JavaScript and hydrates without a mismatch.
//
// The CSS a page needs (the shell's and its own route's, ~3 KB compressed) is inlined rather
// than linked: a linked file costs a phone on a slow network another round trip before the
// first paint, and the page still fits the first round trip (14 KB).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';

type EntryServer = typeof import('../src/app/entry-server.tsx');

export interface PrerenderedPage {
  /** A site path that serves this page. */
  path: string;
  /** The HTTP status the server answers it with (404 for the not-found and "Coming Soon" pages). */
  status: 200 | 404;
}

export interface PrerenderResult {
  /** Site paths of the pages that belong in the sitemap. */
  indexable: string[];
  /** Every page written, for the benchmark and the browser tests. */
  pages: PrerenderedPage[];
}

function fileFor(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/** The CSS files and the JavaScript chunks (with their static imports) a source module needs. */
function assetsOf(manifest: Manifest, source: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return { css: [...css], js: [...js] };
}

export async function prerender(clientDir: string, serverEntry: string): Promise<PrerenderResult> {
  const entry = (await import(pathToFileURL(serverEntry).href)) as EntryServer;
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryAssets = assetsOf(manifest, 'index.html');
  const cssText = (file: string) => readFileSync(path.join(clientDir, file), 'utf8').trim();
  // Vite links the shell's CSS from the template; each page inlines it instead.
  const entryCssLinks = new RegExp(
    entryAssets.css.map((file) => `\\s*<link rel="stylesheet"[^>]*href="/${file}">`).join('|'),
    'g',
  );

  async function renderPage(routePath: string, pageFile: string, outFile: string): Promise<string | undefined> {
    const { html, meta } = await entry.render(routePath);
    const image = entry.photoAbsoluteUrl(meta.image ?? entry.heroImage);
    const page = assetsOf(manifest, pageFile);
    const css = [...entryAssets.css, ...page.css.filter((file) => !entryAssets.css.includes(file))];
    const links = [
      `<style>${css.map(cssText).join('\n')}</style>`,
      // When the page's chunk loads, Vite's loader adds a <link> for each of its CSS files unless
      // one is already in the document (and waits for it): these tell it the styles are here.
      // `disabled` keeps the browser from fetching them.
      ...css.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
      // Low priority, like the entry script below.
      ...page.js
        .filter((file) => !entryAssets.js.includes(file))
        .map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`),
    ];
    const document = template
      .replace(entryCssLinks, '')
      // The page is complete without JavaScript: the hydration code may come after the photos.
      .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
      .replace('<html lang="en">', `<html lang="${meta.lang}">`)
      .replace('<!--app-head-->', () =>
        [entry.headHtml(meta, image, entry.structuredData(routePath, meta)), ...links].join('\n    '),
      )
      .replace('<!--app-html-->', () => html);
    const target = path.join(clientDir, outFile);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, document);
    return meta.path;
  }

  const indexable: string[] = [];
  const pages: PrerenderedPage[] = [];
  for (const route of entry.routes) {
    for (const routePath of typeof route.paths === 'function' ? await route.paths() : route.paths) {
      const canonical = await renderPage(routePath, route.pageFile, fileFor(routePath));
      if (canonical) indexable.push(canonical);
      pages.push({ path: routePath, status: 200 });
    }
  }
  const extras = entry.EXTRA_PAGES;
  const tourRoute = entry.routes.find((r) => r.pattern === '/tours/:slug')!;
  const bookingRoute = entry.routes.find((r) => r.pattern === '/book/:id')!;
  await renderPage(extras.notFound.path, entry.notFound.pageFile, extras.notFound.file);
  await renderPage(extras.tourPlaceholder.path, tourRoute.pageFile, extras.tourPlaceholder.file);
  await renderPage(extras.bookingPlaceholder.path, bookingRoute.pageFile, extras.bookingPlaceholder.file);
  pages.push(
    ...[extras.notFound, extras.tourPlaceholder, extras.bookingPlaceholder].map(({ path }) => ({
      path,
      status: 404 as const,
    })),
  );
  return { indexable, pages };
}

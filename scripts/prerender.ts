// Writes one static HTML file per route (and the 404 page and the two "Coming Soon" pages)
// from the server build, each with its head (title, description, canonical, Open Graph,
// JSON-LD), its own CSS linked and its chunk preloaded, so the page is complete without
// JavaScript and hydrates without a mismatch.
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

  async function renderPage(routePath: string, pageFile: string, outFile: string): Promise<string | undefined> {
    const { html, head } = await entry.render(routePath);
    const meta = head.meta;
    if (!meta) throw new Error(`Rendering ${routePath} produced no page metadata`);
    const image = entry.photoAbsoluteUrl(meta.image ?? entry.heroImage);
    const page = assetsOf(manifest, pageFile);
    const links = [
      ...page.css.filter((file) => !entryAssets.css.includes(file)).map((file) => `<link rel="stylesheet" href="/${file}">`),
      ...page.js.filter((file) => !entryAssets.js.includes(file)).map((file) => `<link rel="modulepreload" href="/${file}">`),
    ];
    const document = template
      .replace('<html lang="en">', `<html lang="${meta.lang}">`)
      .replace('<!--app-head-->', [entry.headHtml(meta, image, entry.structuredData(routePath, meta)), ...links].join('\n    '))
      .replace('<!--app-html-->', html);
    const target = path.join(clientDir, outFile);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, document);
    return meta.path;
  }

  const indexable: string[] = [];
  const pages: PrerenderedPage[] = [];
  for (const route of entry.routes) {
    for (const routePath of route.paths) {
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
  pages.push(...[extras.notFound, extras.tourPlaceholder, extras.bookingPlaceholder].map(({ path }) => ({ path, status: 404 as const })));
  return { indexable, pages };
}

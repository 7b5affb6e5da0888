// Writes one static HTML file per page of the route table (src/app/entry-server.tsx lists them:
// every route in every language, the "Coming Soon" placeholders and the 404 pages), each with
// its head (title, description, canonical, alternates, Open Graph, JSON-LD), its CSS inlined
// and its chunk and texts preloaded, so the page is complete without JavaScript and hydrates
// without a mismatch. Returns the manifest (dist/pages.json) the server and the sitemap read.
//
// The CSS a page needs (the shell's and its own route's, ~3 KB compressed) is inlined rather
// than linked: a linked file costs a phone on a slow network another round trip before the
// first paint, and the page still fits the first round trip (14 KB).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { textSourceFiles } from './config/text-parts.ts';

type EntryServer = typeof import('../src/app/entry-server.tsx');

/** One entry of dist/pages.json: what the server answers for an address, and the sitemap. */
export interface ManifestPage {
  /** The address the page is served at. */
  path: string;
  /** Its file under dist/client. */
  file: string;
  lang: string;
  /** The route table entry the page comes from (`tour`, `home`, …). */
  route: string;
  /** 404 for the not-found and "Coming Soon" pages. */
  status: 200 | 404;
  /** Placeholders and 404 pages: the address prefix whose unknown addresses get this page. */
  placeholderFor?: string;
  /** Indexable pages: the same page in every language (hreflang → absolute URL), x-default too. */
  alternates?: Array<{ hreflang: string; href: string }>;
  /** Indexable pages: the canonical absolute URL. */
  url?: string;
}

/** The CSS files and the JavaScript chunks (with their static imports) a source module needs.
 * With `deferredCss`, the CSS of the parts it loads later too (lib/deferred.tsx): the page shows
 * them prerendered, styled, before their code arrives. */
function assetsOf(manifest: Manifest, source: string, { deferredCss = false } = {}): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, loadedFirst: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(`${key} ${loadedFirst}`)) return;
    seen.add(`${key} ${loadedFirst}`);
    if (loadedFirst) js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach((next) => visit(next, loadedFirst));
    if (deferredCss)
      chunk.dynamicImports?.filter((next) => !next.startsWith('src/generated/')).forEach((next) => visit(next, false));
  };
  visit(source, true);
  return { css: [...css], js: [...js] };
}

export async function prerender(clientDir: string, serverEntry: string): Promise<ManifestPage[]> {
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

  const shell = template.replace(entryCssLinks, '');
  const written: ManifestPage[] = [];
  for (const page of await entry.pagesToWrite()) {
    const { body, head, tags } = await entry.renderPage(page);
    const pageAssets = assetsOf(manifest, page.route.pageFile, { deferredCss: true });
    // The page's texts, in its language only: loaded before hydration (entry-client).
    const texts = (await entry.routeTexts(page.route, page.params))
      .flatMap((key) => textSourceFiles(page.lang, key))
      .map((source) => assetsOf(manifest, source));
    const css = [...entryAssets.css, ...pageAssets.css.filter((file) => !entryAssets.css.includes(file))];
    const js = [...new Set([...pageAssets.js, ...texts.flatMap((t) => t.js)])].filter(
      (file) => !entryAssets.js.includes(file),
    );
    const links = [
      `<style>${css.map(cssText).join('\n')}</style>`,
      // When the page's chunk loads, Vite's loader adds a <link> for each of its CSS files unless
      // one is already in the document (and waits for it): these tell it the styles are here.
      // `disabled` keeps the browser from fetching them.
      ...css.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
      // Low priority, like the entry script below.
      ...js.map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`),
    ];
    const document = shell
      // The page is complete without JavaScript: the hydration code may come after the photos.
      .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
      // Vite preloads the entry's own imports (React, the shared chunk) at the browser's default,
      // high priority: they too wait behind the photo.
      .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
      .replace('<html lang="en">', `<html lang="${page.lang}">`)
      .replace('<!--app-head-->', () => [head, ...links].join('\n    '))
      .replace('<!--app-html-->', () => body);
    const target = path.join(clientDir, page.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, document);
    written.push({
      path: page.sitePath,
      file: page.file,
      lang: page.lang,
      route: page.route.key,
      status: page.status,
      ...(page.placeholderFor ? { placeholderFor: page.placeholderFor } : {}),
      ...(tags.url
        ? { url: tags.url, alternates: tags.alternates.map(({ hreflang, href }) => ({ hreflang, href })) }
        : {}),
    });
  }
  return written;
}

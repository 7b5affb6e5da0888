// Writes one static HTML file per page of the route table (src/app/entry-server.tsx lists them:
// every route in every language, the "Coming Soon" placeholders and the 404 pages), each with
// its head (title, description, canonical, alternates, Open Graph, JSON-LD), its CSS inlined
// and its chunks and texts listed to load after its main photo (src/app/page-code.ts), so the
// page is complete without JavaScript and hydrates without a mismatch. Returns the manifest
// (dist/pages.json) the server and the sitemap read.
//
// The CSS a page needs (the shell's and its own route's, ~3 KB compressed) is inlined rather
// than linked: a linked file costs a phone on a slow network another round trip before the
// first paint, and the page still fits the first round trip (14 KB).
//
// Child processes share the pages (one per core) and compress each page as they write it
// (compress.ts): at 1,200 tours rendering and compressing the pages is most of the build.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { compressFile, total, type CompressSummary } from './compress.ts';
import { textSourceFiles } from './config/text-parts.ts';
import { BANNER_BEFORE_CODE } from '../src/features/consent/banner-before-code.ts';
import { EARLY_CHUNKS, pageCode } from '../src/app/page-code.ts';

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
 * them prerendered, styled, before their code arrives. The route pages are such parts of the
 * shell (the router loads them), but none is shown with another: `pageFiles` leaves them out
 * (`source` itself is visited first, as the module asked for). */
function assetsOf(
  manifest: Manifest,
  source: string,
  { deferredCss = false, pageFiles = new Set<string>() } = {},
): { css: string[]; js: string[] } {
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
      chunk.dynamicImports
        ?.filter((next) => !next.startsWith('src/generated/') && !pageFiles.has(next))
        .forEach((next) => visit(next, false));
  };
  visit(source, true);
  return { css: [...css], js: [...js] };
}

export interface PrerenderOptions {
  /** Child processes to share the pages among (default: one per core). */
  processes?: number;
}

/** What a child process is asked to do: every `shares`-th page of the route table from `share` on. */
interface Share {
  clientDir: string;
  serverEntry: string;
  /** dist/client/index.html as Vite wrote it: the home page is written over it. */
  template: string;
  share: number;
  shares: number;
}

/** Prerenders and compresses every page; the manifest comes back in the route table's order. */
export async function prerender(
  clientDir: string,
  serverEntry: string,
  { processes = os.availableParallelism() }: PrerenderOptions = {},
): Promise<{ pages: ManifestPage[]; compressed: CompressSummary }> {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const done = await Promise.all(
    Array.from({ length: processes }, (_, share) =>
      prerenderInChild({ clientDir, serverEntry, template, share, shares: processes }),
    ),
  );
  // Page i was share i % processes's (i / processes)-th.
  const count = done.reduce((sum, { pages }) => sum + pages.length, 0);
  const pages = Array.from({ length: count }, (_, i) => done[i % processes]!.pages[Math.floor(i / processes)]!);
  return { pages, compressed: total(done.map(({ compressed }) => compressed)) };
}

/**
 * prerenderShare() in a child process: the share goes in and the result comes back over IPC.
 * The child loads this file with tsx's require hook rather than its ESM loader (`--import tsx`):
 * with that loader every import() waits on the loader's thread, some 0.2 ms, and the server
 * bundle (plain JavaScript) makes several per page: 9 s of the prerender at 1,200 tours.
 */
function prerenderInChild(share: Share): Promise<{ pages: ManifestPage[]; compressed: CompressSummary }> {
  const run = `require(${JSON.stringify(fileURLToPath(import.meta.url))}).prerenderShare()`;
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', '--eval', run], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send(share);
  let result: { pages: ManifestPage[]; compressed: CompressSummary } | undefined;
  child.once('message', (message: typeof result) => (result = message));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`prerendering share ${share.share + 1} of ${share.shares} failed (exit code ${code})`));
    });
  });
}

/** In the child process: renders, writes and compresses its share of the pages. */
export async function prerenderShare(): Promise<void> {
  const share = await new Promise<Share>((resolve) => process.once('message', resolve));
  const result = await renderShare(share);
  process.send!(result, () => process.disconnect());
}

async function renderShare({ clientDir, serverEntry, template, share, shares }: Share) {
  const entry = (await import(pathToFileURL(serverEntry).href)) as EntryServer;
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // Many pages need the same assets and styles: each is looked up and read once.
  const allPages = await entry.pagesToWrite();
  const pageFiles = new Set(allPages.map((page) => page.route.pageFile));
  const assets = new Map<string, { css: string[]; js: string[] }>();
  const assetsOnce = (source: string, deferredCss = false) => {
    const key = `${source} ${deferredCss}`;
    if (!assets.has(key)) assets.set(key, assetsOf(manifest, source, { deferredCss, pageFiles }));
    return assets.get(key)!;
  };
  const styles = new Map<string, string>();
  const cssText = (file: string) => {
    if (!styles.has(file)) styles.set(file, readFileSync(path.join(clientDir, file), 'utf8').trim());
    return styles.get(file)!;
  };
  const entryAssets = assetsOnce('index.html');
  // Vite links the shell's CSS from the template; each page inlines it instead.
  const entryCssLinks = new RegExp(
    entryAssets.css.map((file) => `\\s*<link rel="stylesheet"[^>]*href="/${file}">`).join('|'),
    'g',
  );
  // Vite's tags for the entry and its imports go: each page loads them itself
  // (src/app/page-code.ts).
  const entryFile = manifest['index.html']!.file;
  const entryChunks = entryAssets.js.filter((file) => file !== entryFile);
  const earlyChunks = EARLY_CHUNKS.map((name) => {
    const chunk = Object.values(manifest).find((c) => c.name === name && entryChunks.includes(c.file));
    if (!chunk)
      throw new Error(
        `the shell has no chunk named "${name}" (EARLY_CHUNKS, src/app/page-code.ts): vite.config.ts's advancedChunks name them`,
      );
    return chunk.file;
  });
  const shell = template
    .replace(entryCssLinks, '')
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replaceAll(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');

  const written: ManifestPage[] = [];
  const compressed: CompressSummary[] = [];
  const pages = allPages.filter((_, i) => i % shares === share);
  for (const page of pages) {
    const { body, head, tags } = await entry.renderPage(page);
    const pageAssets = assetsOnce(page.route.pageFile, true);
    // The page's texts, in its language only: loaded before hydration (entry-client).
    const texts = (await entry.routeTexts(page.route, page.params, page.lang))
      .flatMap((key) => textSourceFiles(page.lang, key))
      .map((source) => assetsOnce(source));
    const css = [...entryAssets.css, ...pageAssets.css.filter((file) => !entryAssets.css.includes(file))];
    const js = [...new Set([...pageAssets.js, ...texts.flatMap((t) => t.js)])].filter(
      (file) => !entryAssets.js.includes(file),
    );
    const links = [
      ...BANNER_BEFORE_CODE,
      `<style>${css.map(cssText).join('\n')}</style>`,
      // When the page's chunk loads, Vite's loader adds a <link> for each of its CSS files unless
      // one is already in the document (and waits for it): these tell it the styles are here.
      // `disabled` keeps the browser from fetching them.
      ...css.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
      ...pageCode(entryFile, [...entryChunks, ...js], earlyChunks),
    ];
    const document = shell
      .replace('<html lang="en">', `<html lang="${page.lang}">`)
      .replace('<!--app-head-->', () => [head, ...links].join('\n    '))
      .replace('<!--app-html-->', () => body);
    const target = path.join(clientDir, page.file);
    const data = Buffer.from(document);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
    compressed.push(compressFile(target, data));
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
  return { pages: written, compressed: total(compressed) };
}

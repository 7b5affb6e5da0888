// Writes one static HTML file per page of the route table (src/app/entry-server.tsx lists them:
// every route in every language, the "Coming Soon" placeholders and the 404 pages), each with
// its head (title, description, canonical, alternates, Open Graph, JSON-LD), its CSS inlined
// and the code of its islands only (src/lib/islands.ts). Everything it links or inlines comes
// from Vite's two manifests: the server bundle's (each module's CSS) and the client bundle's
// (the islands' runtime, which fetches each island's chunk as it wakes). Returns the manifest (dist/pages.json) the server and the
// sitemap read, with the hashes of each page's inline scripts and styles for the CSP.
//
// The CSS a page needs (the layout's and its own route's, ~3 KB compressed) is inlined rather
// than linked: a linked file costs a phone on a slow network another round trip before the
// first paint, and the page still fits the first round trip (14 KB).
//
// Child processes share the pages (one per core) and compress each page as they write it
// (compress.ts): at 1,200 tours rendering and compressing the pages is most of the build.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { SPECULATION_RULES } from '../src/app/speculation-rules.ts';
import { CLIENT_ENTRY, SERVER_ENTRY } from '../src/lib/bundle-entries.ts';
import { LOAD_AFTER_MAIN_PHOTO, MAIN_PHOTO_TIMING, RUNTIME_ATTRIBUTE } from '../src/lib/islands.ts';
import type { ManifestPage } from '../src/lib/page-manifest.ts';
import { compressFile, total, type CompressSummary } from './compress.ts';
import { placeholderSources, unfilledPlaceholders } from './unfilled-placeholders.ts';
import { PAGE_ICON, THEME_COLOR, webManifestPath } from './web-manifest.ts';

type EntryServer = typeof import('../src/app/entry-server.tsx');

/** What the pages share, made once by the main process: the inline scripts. */
export interface InlineCode {
  /** Hides the cookie banner before the first paint when a choice is stored (consent-mark.ts). */
  consentMark: string;
  /** Starts the page's code once its main photo is painted (runtime-start.ts). */
  runtimeStart: string;
}

/** The CSS files a server module needs, with those of its static imports. */
function cssOf(manifest: Manifest, key: string): string[] {
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (next: string) => {
    const chunk = manifest[next];
    if (!chunk || seen.has(next)) return;
    seen.add(next);
    chunk.imports?.forEach(visit);
    chunk.css?.forEach((file) => css.includes(file) || css.push(file));
  };
  if (!manifest[key]) throw new Error(`${key} is not in the server bundle's manifest`);
  visit(key);
  return css;
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** Without script nothing can be stored, so nothing asks for a choice; the controls that only
 * script can work (needs-script) are not shown, and what stands in for them, folded away beside
 * them otherwise, is shown unfolded (open-without-script, on a <details>), its summary shown as
 * a title: no marker that says it is closed, and a tap on it does nothing. */
const NO_SCRIPT_STYLE =
  '.cookie-banner,.needs-script{display:none!important}.open-without-script::details-content{content-visibility:visible}' +
  '.open-without-script>summary{list-style:none;pointer-events:none}.open-without-script>summary::-webkit-details-marker{display:none}';

export interface DocumentParts {
  lang: string;
  head: string;
  css: string;
  body: string;
  /** What starts the islands' runtime, on a page that has islands. */
  code: string[];
  inline: InlineCode;
}

/**
 * A whole page: what every page has, its head, its styles and its code.
 *
 * No first paint of a half-parsed page (the render-blocking `expect` of `#page-end`): a header
 * laid out with half its icons, or a hero without its text, moves when the rest arrives. On a
 * slow phone this holds the first paint back some 150 ms and the main photo's up to a tenth;
 * painted sooner, a first tap waited on the rest of the parse (docs/performance.md).
 *
 * The page's code comes last: a module runs once the document is parsed, and the script that
 * waits for the main photo must find the photo in the document.
 */
export function documentHtml({ lang, head, css, body, code, inline }: DocumentParts): string {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="${THEME_COLOR}">
    <link rel="icon" href="${PAGE_ICON.path}" sizes="${PAGE_ICON.size}x${PAGE_ICON.size}" type="image/png">
    <link rel="manifest" href="${webManifestPath(lang)}">
    <link rel="expect" href="#page-end" blocking="render">
    ${head}
    ${inline.consentMark && `<script>${inline.consentMark}</script>`}
    <noscript><style>${NO_SCRIPT_STYLE}</style></noscript>
    ${css && `<style>${css}</style>`}
  </head>
  <body>
    ${body}
    ${code.join('\n    ')}
    <div id="page-end" hidden></div>
  </body>
</html>
`;
}

export interface PrerenderOptions {
  /** Child processes to share the pages among (default: one per core). */
  processes?: number;
}

/** What a child process is asked to do: every `shares`-th page of the route table from `share` on. */
interface Share {
  clientDir: string;
  serverDir: string;
  inline: InlineCode;
  share: number;
  shares: number;
}

/** Prerenders and compresses every page; the manifest comes back in the route table's order. */
export async function prerender(
  clientDir: string,
  serverDir: string,
  inline: InlineCode,
  { processes = os.availableParallelism() }: PrerenderOptions = {},
): Promise<{ pages: ManifestPage[]; compressed: CompressSummary }> {
  const done = await Promise.all(
    Array.from({ length: processes }, (_, share) =>
      prerenderInChild({ clientDir, serverDir, inline, share, shares: processes }),
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

/** A bundle's manifest (Vite's): each source module's output file and imports. */
export const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;

async function renderShare({ clientDir, serverDir, inline, share, shares }: Share) {
  const client = readManifest(clientDir);
  const server = readManifest(serverDir);
  const entry = (await import(pathToFileURL(path.join(serverDir, server[SERVER_ENTRY]!.file)).href)) as EntryServer;
  // Many pages need the same styles and chunks: each is looked up and read once.
  const once = <T>(make: (key: string) => T) => {
    const made = new Map<string, T>();
    return (key: string) => {
      if (!made.has(key)) made.set(key, make(key));
      return made.get(key)!;
    };
  };
  const cssText = once((file) => readFileSync(path.join(serverDir, file), 'utf8').trim());
  const pageCss = once((pageFile) =>
    [...new Set([...cssOf(server, SERVER_ENTRY), ...cssOf(server, pageFile)])].map(cssText).join('\n'),
  );

  // The page's code is the islands' runtime alone: it fetches Preact and each island's code and
  // texts when the island wakes (src/app/entry-client.tsx). A page with a main photo (or a frame
  // to start after it) starts it by an inline script once the photo is painted
  // (src/app/runtime-start.ts); any other page names it, and the browser fetches it as soon as it
  // reads the page.
  const runtime = `/${client[CLIENT_ENTRY]!.file}`;
  const startScript = `<script ${RUNTIME_ATTRIBUTE}="${runtime}">${inline.runtimeStart}</script>`;
  const runtimeScript = `<script type="module" src="${runtime}"></script>`;

  const written: ManifestPage[] = [];
  const compressed: CompressSummary[] = [];
  const pages = (await entry.pagesToWrite()).filter((_, i) => i % shares === share);
  for (const page of pages) {
    const { body, head, tags, islands } = await entry.renderPage(page);
    const unfilled = unfilledPlaceholders(head + body);
    if (unfilled.length > 0) {
      const written = unfilled.flatMap((name) => placeholderSources(path.resolve(import.meta.dirname, '..'), name));
      throw new Error(
        `${page.path} would show ${unfilled.join(', ')} unfilled, written at ${written.join(', ') || 'no language file'}: ` +
          'a text names a placeholder the site does not fill. Correct it there (i18n/en.yaml is the reference the ' +
          'translations are checked against, so a misspelling there is asked of them too), then build again.',
      );
    }
    const css = pageCss(page.route.pageFile);
    const startsAfterPhoto =
      islands.length > 0 &&
      (body.includes(`elementtiming="${MAIN_PHOTO_TIMING}"`) || body.includes(LOAD_AFTER_MAIN_PHOTO));
    const document = documentHtml({
      lang: page.lang,
      head,
      css,
      body,
      code: islands.length === 0 ? [] : [startsAfterPhoto ? startScript : runtimeScript],
      inline,
    });
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
      hashes: {
        // The speculation rules are not in the HTML: the islands' runtime adds them.
        scripts: [inline.consentMark, ...(startsAfterPhoto ? [inline.runtimeStart] : []), SPECULATION_RULES].map(
          sha256,
        ),
        styles: [NO_SCRIPT_STYLE, css].map(sha256),
      },
    });
  }
  return { pages: written, compressed: total(compressed) };
}

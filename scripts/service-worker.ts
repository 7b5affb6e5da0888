// Builds the service worker (src/app/offline/service-worker.ts) into the served folder as
// /sw.js: bundled by Vite, then Workbox injects its precache list, the pages of
// PRECACHED_PAGES in every language, each with the revision of its file (a page changed by a
// new build is fetched again; an unchanged one is not), the code their islands run, and one size
// of each meeting point photo (OFFLINE_PHOTO), which the worker shows offline for any size of it
// the page asks for.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { injectManifest } from 'workbox-build';
import { OFFLINE_PHOTO, PRECACHED_PAGES } from '../src/app/offline/kept.ts';
import { photos } from '../src/generated/photos.ts';
import { site } from '../src/generated/site.ts';
import { CLIENT_ENTRY } from '../src/lib/bundle-entries.ts';
import { ISLAND_ATTRIBUTES, islandFile } from '../src/lib/islands.ts';
import { splitPath } from '../src/lib/languages.ts';
import { photoUrl, photoWidths } from '../src/lib/photo-variants.ts';
import type { ManifestPage } from '../src/lib/page-manifest.ts';
import { readManifest } from './prerender.ts';

export const SERVICE_WORKER_FILE = 'sw.js';

export async function buildServiceWorker(
  root: string,
  clientDir: string,
  pages: readonly ManifestPage[],
  define: Record<string, string>,
): Promise<{ precached: number }> {
  const bundle = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    // Workbox's own development logging goes with its checks for NODE_ENV.
    define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      lib: { entry: 'src/app/offline/service-worker.ts', formats: ['iife'], name: 'serviceWorker' },
    },
  })) as Rolldown.RolldownOutput[];
  // Beside the served folder, not in it: only the finished worker is served.
  const source = path.join(clientDir, '..', 'sw-source.js');
  writeFileSync(source, bundle[0]!.output[0].code);

  const precached = pages.filter(
    (page) => page.status === 200 && (PRECACHED_PAGES as readonly string[]).includes(splitPath(page.path).rest),
  );
  const addressOf = new Map(precached.map((page) => [page.file, page.path]));
  const { count, warnings } = await injectManifest({
    swSrc: source,
    swDest: path.join(clientDir, SERVICE_WORKER_FILE),
    globDirectory: clientDir,
    globPatterns: precached.map((page) => page.file),
    // A hash in their names is their revision (the photos are made later in the build).
    additionalManifestEntries: [...codeOf(clientDir, precached), ...meetingPointPhotos()].map((url) => ({
      url,
      revision: null,
    })),
    // Cached under the address the page is served at, as a visitor's browser asks for it.
    manifestTransforms: [
      (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: addressOf.get(entry.url) ?? entry.url })) }),
    ],
  });
  rmSync(source);
  if (warnings.length) throw new Error(`The service worker's precache: ${warnings.join('; ')}`);
  return { precached: count };
}

/**
 * The code the pages run, from Vite's manifest: the islands' runtime and renderer, each island's
 * module with what it imports, and the texts the islands read in the page's language. A page
 * opened before has them from that visit; a meeting point never opened in its language would
 * otherwise show offline with a cookie banner that cannot be answered.
 */
function codeOf(clientDir: string, pages: readonly ManifestPage[]): string[] {
  const manifest = readManifest(clientDir);
  const isIsland = (key: string) => key.endsWith('.island.tsx');
  const isTexts = (key: string) => key.startsWith('src/generated/i18n/');
  const keys = new Set<string>();
  const add = (key: string, { dynamic }: { dynamic: boolean }) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client bundle's manifest`);
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of chunk.imports ?? []) add(imported, { dynamic });
    // What an island loads later (a dialog it opens), but no other island, and only the texts
    // the page's islands name, in its language (below).
    if (dynamic)
      for (const imported of chunk.dynamicImports ?? [])
        if (!isIsland(imported) && !isTexts(imported)) add(imported, { dynamic });
  };
  // The runtime, and its renderer (which it loads for any island).
  add(CLIENT_ENTRY, { dynamic: true });
  for (const page of pages) {
    const html = readFileSync(path.join(clientDir, page.file), 'utf8');
    const values = (attribute: string) =>
      [...html.matchAll(new RegExp(`${attribute}="([^"]*)"`, 'g'))].flatMap((match) => match[1]!.split(' '));
    for (const island of values(ISLAND_ATTRIBUTES.name)) add(islandFile(island), { dynamic: true });
    for (const part of new Set(values(ISLAND_ATTRIBUTES.texts).filter(Boolean))) {
      add(`src/generated/i18n/${page.lang}/index.ts`, { dynamic: false });
      add(`src/generated/i18n/${page.lang}/${part}.ts`, { dynamic: false });
    }
  }
  return [...keys].map((key) => `/${manifest[key]!.file}`);
}

/** The file of each meeting point photo kept for offline: its widest variant up to
 * OFFLINE_PHOTO.maxWidth (the narrowest, if none is). */
function meetingPointPhotos(): string[] {
  return site.meetingPoint.photos.map((name) => {
    const photo = photos[name];
    if (!photo) throw new Error(`photos/${name} is not among the checked photos: run npm run check`);
    const widths = photoWidths(photo);
    const width = Math.max(...widths.filter((w) => w <= OFFLINE_PHOTO.maxWidth), Math.min(...widths));
    return photoUrl(photo, width, OFFLINE_PHOTO.format);
  });
}

// Builds the service worker (src/app/offline/service-worker.ts) into the served folder as
// /sw.js: bundled by Vite, then Workbox injects its precache list, the pages of
// PRECACHED_PAGES in every language, each with the revision of its file (a page changed by a
// new build is fetched again; an unchanged one is not), and one size of each meeting point photo
// (OFFLINE_PHOTO), which the worker shows offline for any size of it the page asks for.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { injectManifest } from 'workbox-build';
import { OFFLINE_PHOTO, PRECACHED_PAGES } from '../src/app/offline/kept.ts';
import { photos } from '../src/generated/photos.ts';
import { site } from '../src/generated/site.ts';
import { splitPath } from '../src/lib/languages.ts';
import { photoUrl, photoWidths } from '../src/lib/photo-variants.ts';
import type { ManifestPage } from './prerender.ts';

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
    // Made later in the build; a hash in its name is its revision.
    additionalManifestEntries: meetingPointPhotos().map((url) => ({ url, revision: null })),
    // Cached under the address the page is served at, as a visitor's browser asks for it.
    manifestTransforms: [
      (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: addressOf.get(entry.url) ?? entry.url })) }),
    ],
  });
  rmSync(source);
  if (warnings.length) throw new Error(`The service worker's precache: ${warnings.join('; ')}`);
  return { precached: count };
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

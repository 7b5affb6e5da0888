// What the service worker keeps, named once for the worker (service-worker.ts), the page that
// registers it (register.ts) and the build that lists its precache (scripts/service-worker.ts).
import { localPath, splitPath } from '../../lib/languages.ts';

/** The caches the worker fills as pages are opened, and how many entries each may hold. */
export const KEPT = {
  // Every page of three languages (27 each), 40–60 KB a page: some 5 MB at most.
  pages: { cache: 'pages', max: 100 },
  // The pages' code and their photos: about ten files a page.
  files: { cache: 'files', max: 150 },
  // The files whose names carry no hash (the page's icon, the partners' logos), refreshed behind.
  unhashed: { cache: 'unhashed' },
} as const;

/** The pages kept from the first visit, in every language (addresses without prefix). */
export const PRECACHED_PAGES = ['/meeting-point', '/offline'] as const;

/** The size of each meeting point photo kept from the first visit too: the photos that show
 * where to meet, for a visitor offline who never scrolled to them. WebP, which every browser
 * with a service worker reads; some 20 KB a photo. */
export const OFFLINE_PHOTO = { format: 'webp', maxWidth: 800 } as const;

/** The part of a photo's variant address (`/img/<name>.<hash>-…`) that names the photo, not
 * its size, shape or format: any variant of it can stand in for another offline. */
export function photoOf(pathname: string): string | undefined {
  return /^\/img\/[^/]+\.[0-9a-f]+-/.exec(pathname)?.[0];
}

/** The Accept header a page is asked for with: a browser's navigation, and register.ts. */
export const PAGE_ACCEPT = 'text/html';

/** A page of the site: asked for as HTML, at an address without a file extension, not the API. */
export function isKeptPage(pathname: string, accept: string | null): boolean {
  return (accept ?? '').includes(PAGE_ACCEPT) && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname);
}

/** The pages' code and photos: their names carry a hash of their content, so a kept copy is never stale. */
export function isKeptFile(pathname: string): boolean {
  return /^\/(assets|img)\//.test(pathname);
}

/** The offline page in the language of `pathname`. */
export function offlinePagePath(pathname: string): string {
  return localPath(splitPath(pathname).code, '/offline');
}

// What the service worker keeps, named once for the worker (service-worker.ts), the page that
// registers it (register.ts) and the build that lists its precache (scripts/service-worker.ts).
import { localPath, splitPath } from '../../lib/languages.ts';

/** The caches the worker fills as pages are opened, and how many entries each may hold. */
export const KEPT = {
  // Every page of three languages (27 each), 40–60 KB a page: some 5 MB at most.
  pages: { cache: 'pages', max: 100 },
  // The pages' code and their photos: about ten files a page.
  files: { cache: 'files', max: 150 },
  // The files whose names carry no hash (the favicon, the partners' logos), refreshed behind.
  unhashed: { cache: 'unhashed' },
} as const;

/** The pages kept from the first visit, in every language (addresses without prefix). */
export const PRECACHED_PAGES = ['/meeting-point', '/offline'] as const;

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

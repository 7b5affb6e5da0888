/// <reference lib="webworker" />
// The service worker: what a tourist opened stays readable with no signal. Built by
// scripts/service-worker.ts, which injects the precache list (each language's meeting point and
// offline pages, PRECACHED_PAGES, with their islands' code) where `self.__WB_MANIFEST` stands.
//
// - Pages: from the network, with a short timeout, then the kept copy (at most KEPT.pages.max).
// - Their code and photos (hashed, so never stale): kept as they are first fetched.
// - No connection and no kept copy: the precached copy (the meeting point, its islands' code),
//   else the offline page in the address's language; for a photo, any variant of it that is kept.
// - Nothing else is answered by it: /api/, the booking provider and the maps service always
//   go to the network (other hosts never reach these routes; /api/ and every POST match none).
// A new build's worker takes over at once and drops the previous precache and any cache it
// does not fill itself. (Chromium stops the outgoing worker for it; should a request of the page
// reach that worker in the instant, the take-over waits until it has gone 30 s without one.)
import { cacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { BUILD_ID } from '../../lib/build-id.ts';
import { isKeptFile, isKeptPage, KEPT, offlinePagePath, photoOf } from './kept.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Seconds a page may take on the network before its kept copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 3;
/** Seconds without an answer after which a page never kept shows the offline page instead. Long
 * enough for a slow link that works: a page's HTML is some 12 KB over the wire. */
const STALLED_SECONDS = 10;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Caches of an earlier worker that this one does not fill (renamed or given up) go too.
self.addEventListener('activate', (event) => {
  const ours = new Set<string>(Object.values(KEPT).map((kept) => kept.cache));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => !ours.has(name) && !name.startsWith('workbox-')).map((name) => caches.delete(name)),
        ),
      ),
  );
});
// Each language's meeting point and offline pages, kept from the worker's install on, so that
// they open offline even if never visited. Answered from the network first all the same, as any
// page (below): after a deploy a kept copy is the old build's, its directions and the files of its
// islands gone from the server.
precache(self.__WB_MANIFEST);

const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });
// A page opened with a query (a QR code's, a campaign's ?utm_source=…) is the same static page:
// kept once, under its address, and found offline however it is asked for.
const underItsAddress: WorkboxPlugin = {
  cacheKeyWillBeUsed: ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return Promise.resolve(url.href);
  },
};

const pages = new NetworkFirst({
  cacheName: KEPT.pages.cache,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    underItsAddress,
    onlyComplete,
    new ExpirationPlugin({ maxEntries: KEPT.pages.max, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isKeptPage(url.pathname, request.headers.get('Accept')),
  async (options) => {
    // A kept copy answers after NETWORK_TIMEOUT_SECONDS; with none, the network has until
    // STALLED_SECONDS (a roaming link up but passing nothing waited without end). What it sends
    // later is still kept.
    const answer = pages.handle(options);
    answer.catch(() => undefined); // a failure once the offline page is shown is no one's to hear
    const stalled = new Promise<undefined>((resolve) => setTimeout(resolve, STALLED_SECONDS * 1000));
    return (await Promise.race([answer, stalled])) ?? withoutNetwork(options.url.pathname);
  },
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isKeptFile(url.pathname),
  new CacheFirst({
    cacheName: KEPT.files.cache,
    plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: KEPT.files.max, purgeOnQuotaError: true })],
  }),
);
// Not hashed (the page's icon, the partners' logos): shown from the cache, refreshed behind.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/(logos|app-icons)\//.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: KEPT.unhashed.cache, plugins: [onlyComplete] }),
);

/** A page with no connection and no copy kept from a visit: the precache's copy of it (the
 * meeting point), or the offline page in its language. */
async function withoutNetwork(pathname: string): Promise<Response> {
  return (await matchPrecache(pathname)) ?? (await matchPrecache(offlinePagePath(pathname))) ?? Response.error();
}

/** A photo not kept at the size or in the format asked for: another variant of it that is (the
 * precache holds one of each meeting point photo; a browser reads an image whatever its type). */
async function anotherVariantOf(pathname: string): Promise<Response | undefined> {
  const photo = photoOf(pathname);
  if (!photo) return undefined;
  for (const name of [cacheNames.precache, KEPT.files.cache]) {
    const cache = await caches.open(name);
    const kept = (await cache.keys()).find((request) => new URL(request.url).pathname.startsWith(photo));
    if (kept) return cache.match(kept);
  }
  return undefined;
}

setCatchHandler(async ({ request, url }) => {
  if (!url) return Response.error();
  if (request.mode === 'navigate') return withoutNetwork(url.pathname);
  return (await matchPrecache(url.pathname)) ?? (await anotherVariantOf(url.pathname)) ?? Response.error();
});

// Which build this worker is (for the browser tests and anyone checking an update arrived).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'GET_BUILD_ID') event.ports[0]?.postMessage(BUILD_ID);
});

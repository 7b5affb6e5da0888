// Hands the site to its service worker (service-worker.ts) once the page is idle. The page open
// when the worker first starts was fetched without it: it is kept too, with the code and the
// photos it has loaded so far (its first screen), through Workbox's CACHE_URLS message.
import { PAGE_ACCEPT } from './kept.ts';

const SCRIPT = '/sw.js';

function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(assets|img)\//.test(url.pathname))
    .map((url) => url.pathname);
}

export async function keepPagesOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // The worker's script and its imports always from the network: a new build reaches the
  // visitor on the next visit.
  await navigator.serviceWorker.register(SCRIPT, { updateViaCache: 'none' });
  if (navigator.serviceWorker.controller) return;
  const worker = (await navigator.serviceWorker.ready).active;
  worker?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [[location.pathname, { headers: { Accept: PAGE_ACCEPT } }], ...loadedFiles()] },
  });
}

// Hands the site to its service worker (service-worker.ts) once the page has loaded and the
// browser is idle (entry-client.tsx). The page open when the worker first starts was fetched
// without it: it is kept too, with the code and the photos it has loaded so far (its first
// screen), through Workbox's CACHE_URLS message. Once a visit, an installed worker is checked
// for a newer one: register() alone never looks, and the browser's own checks after a
// navigation are not to be counted on.
import { isKeptFile, PAGE_ACCEPT } from './kept.ts';

const SCRIPT = '/sw.js';
/** Set in the tab's session storage once this visit has looked for a new worker. */
const CHECKED = 'serviceWorkerChecked';

function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && isKeptFile(url.pathname))
    .map((url) => url.pathname);
}

/** True the first time in this visit (and whenever the tab's storage is blocked). */
function firstTimeThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(CHECKED)) return false;
    sessionStorage.setItem(CHECKED, 'yes');
  } catch {
    // Storage blocked: check each time rather than never.
  }
  return true;
}

export async function keepPagesOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // The worker's script and its imports always from the network: a new build reaches the
  // visitor on the next visit.
  const registration = await navigator.serviceWorker.register(SCRIPT, { updateViaCache: 'none' });
  if (navigator.serviceWorker.controller) {
    if (firstTimeThisVisit()) await registration.update();
    return;
  }
  const worker = (await navigator.serviceWorker.ready).active;
  worker?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [[location.pathname, { headers: { Accept: PAGE_ACCEPT } }], ...loadedFiles()] },
  });
}

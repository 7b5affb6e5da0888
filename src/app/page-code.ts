// How a prerendered page fetches its code: after its main photo is on the screen.
//
// The page reads complete without JavaScript (its links work, its text and photos are there):
// the code only makes it interactive. Left to the browser, the page's chunks (React's among
// them, some 90 KB compressed) would download alongside the main photo and share a phone's slow
// connection with it, and the largest paint of the first screen would wait for them. So the
// prerender lists the chunks inert in a <template>, and a small inline script adds them to the
// document once the main photo is on the screen (on a page without one, once its first paint
// is; in any case after 3 s at most). On the screen, not merely painted: a busy phone may show a
// frame well after drawing it, and the code would otherwise be fetched in between. The server's
// CSP allows the script by its hash (server/static/inline-scripts.ts).
//
// Meanwhile the page's buttons (the cookie banner's, the menu's) can be seen and tapped but do
// nothing yet: the script keeps the last one tapped, and entry-client.tsx taps it again once
// React has taken the page over.

/** The id of the <template> holding the page's chunks; its `data-entry` names the entry. */
const PAGE_CODE_ID = 'page-code';
/** The attribute marking the button tapped before the code arrived. */
export const TAPPED = 'data-tapped';
/** The event entry-client.tsx sends on the document as React takes the page over. */
export const HYDRATING = 'hydrating';

/** The chunks run one by one ahead of the entry (`data-import` in the template): React, then
 * the shell's shared code. The first run of each is several milliseconds of a phone's main
 * thread; run together with the entry, as one module graph, they made one long task. Their
 * names are vite.config.ts's. */
export const EARLY_CHUNKS = ['react', 'shared'];

/** Each page's copy of the script is the same, so browsers and the CSP see one script. Starting
 * a fetch takes a millisecond or two of a phone's main thread, the import more: each runs as a
 * task of its own, so that together they never make a long one. Only plain buttons are kept:
 * a link, a form field or a submit button acts without code. */
const LOADER = `
const keep = (event) => {
  const button = event.target.closest?.('button[type="button"]');
  if (!button) return;
  document.querySelector('[${TAPPED}]')?.removeAttribute('${TAPPED}');
  button.setAttribute('${TAPPED}', '');
};
addEventListener('click', keep, true);
document.addEventListener('${HYDRATING}', () => removeEventListener('click', keep, true), { once: true });

const code = document.getElementById('${PAGE_CODE_ID}');
const links = [...code.content.children];
const task = () => new Promise((resolve) => setTimeout(resolve));
let early = Promise.resolve();
const next = () => {
  const link = links.shift();
  if (!link) return early.then(() => import(code.dataset.entry));
  document.head.append(link);
  if (link.hasAttribute('data-import')) early = early.then(() => import(link.href)).then(task, task);
  setTimeout(next);
};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  next();
};
setTimeout(start, 3000);
const photo = document.querySelector('img[fetchpriority="high"]');
// Where the browser says when a paint reaches the screen: the main photo's (Element Timing),
// or the first one on a page without a photo.
const shown = photo ? 'element' : 'paint';
if (PerformanceObserver.supportedEntryTypes?.includes(shown)) {
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: shown, buffered: true });
  photo?.addEventListener('error', start);
} else {
  // Elsewhere, once the photo has loaded, a frame later.
  const painted = () => requestAnimationFrame(() => setTimeout(start));
  if (!photo || photo.complete) painted();
  else {
    photo.addEventListener('load', painted);
    photo.addEventListener('error', painted);
  }
}`;

export const LOADER_SCRIPT = `<script type="module">${LOADER}</script>`;

/** The page's chunks (the entry's imports, then its route's and its texts'), as the head's
 * template and the script that loads them; `early` are run before the entry. */
export function pageCode(entry: string, chunks: string[], early: string[]): string[] {
  return [
    `<template id="${PAGE_CODE_ID}" data-entry="/${entry}">${chunks
      .map((file) => `<link rel="modulepreload" href="/${file}"${early.includes(file) ? ' data-import' : ''}>`)
      .join('')}</template>`,
    LOADER_SCRIPT,
  ];
}

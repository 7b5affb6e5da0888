// Runs inline at the end of every page that has islands (the build bundles it: scripts/build.ts)
// and starts the page's code once its main photo has arrived: the booking frames that must start
// without a scroll (LOAD_AFTER_MAIN_PHOTO), then the islands' runtime (entry-client.tsx, named
// by this script's `data-runtime`). On a slow link every file fetched beside the photo shares
// the link with it, and the photo came 30–50 ms later with the runtime's file in the HTML
// (docs/performance.md). Every control works from the HTML meanwhile. Whatever arrives after the
// photo arrives a round trip later at least, by when the photo is painted. A page without a main
// photo starts at once; a photo that fails or is slow (3 s) holds nothing back.
import { LOAD_AFTER_MAIN_PHOTO, MAIN_PHOTO_TIMING, RUNTIME_ATTRIBUTE } from '../lib/islands.ts';

// (Found by its attribute, not as document.currentScript: `npm run dev` runs this as a module.)
const runtime = document.querySelector(`script[${RUNTIME_ATTRIBUTE}]`)?.getAttribute(RUNTIME_ATTRIBUTE);
let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const frame of document.querySelectorAll<HTMLIFrameElement>(`iframe[${LOAD_AFTER_MAIN_PHOTO}]`))
    frame.loading = 'eager';
  if (!runtime) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = runtime;
  document.body.append(script);
}

const photo = document.querySelector<HTMLImageElement>(`img[elementtiming="${MAIN_PHOTO_TIMING}"]`);
if (!photo || photo.complete) start();
else {
  photo.addEventListener('load', start, { once: true });
  photo.addEventListener('error', start, { once: true });
  setTimeout(start, 3000);
}

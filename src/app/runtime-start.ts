// Runs inline at the end of a page with a main photo (bundled by scripts/build.ts; a page
// without one names the runtime itself: scripts/prerender.ts) and starts the page's code once
// the photo has arrived and been painted: the booking frames that must start without a scroll
// (LOAD_AFTER_MAIN_PHOTO), then the islands' runtime (entry-client.tsx, named by this script's
// `data-runtime`). On a slow link every file fetched beside the photo shares the link with it:
// with the runtime's file in the HTML the photo came some 30–60 ms later (docs/performance.md).
// Every control works from the HTML meanwhile. A photo that fails or is slow (3 s) holds nothing
// back; with none (a page with only a frame to start, or any page of `npm run dev`, which all
// start here) it starts at once.
import { LOAD_AFTER_MAIN_PHOTO, MAIN_PHOTO_TIMING, RUNTIME_ATTRIBUTE } from '../lib/islands.ts';

// (Found by its attribute, not as document.currentScript: `npm run dev` runs this as a module.)
const runtime = document.querySelector(`script[${RUNTIME_ATTRIBUTE}]`)?.getAttribute(RUNTIME_ATTRIBUTE);
let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const frame of document.querySelectorAll<HTMLIFrameElement>(`iframe[${LOAD_AFTER_MAIN_PHOTO}]`))
    frame.loading = 'eager';
  // Only a page built wrong lacks it: its frames still start, and the console says why no island
  // goes live.
  if (!runtime) {
    console.error(`No script[${RUNTIME_ATTRIBUTE}] names the islands' runtime`);
    return;
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = runtime;
  document.body.append(script);
}

// Once the frame that shows the photo has been painted: a slow phone may still be laying the page
// out when the photo arrives, and a frame's page or the runtime started then would hold the
// first paint back. (A frame's animation callback runs before its paint, a task queued there
// after it; with the page hidden neither runs, and the 3 s start below stands in.)
function startAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(start));
}

const photo = document.querySelector<HTMLImageElement>(`img[elementtiming="${MAIN_PHOTO_TIMING}"]`);
if (!photo) start();
else if (photo.complete) startAfterPaint();
else {
  photo.addEventListener('load', startAfterPaint, { once: true });
  photo.addEventListener('error', start, { once: true });
  setTimeout(start, 3000);
}

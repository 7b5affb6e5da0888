// The only code every page runs: it finds the page's islands (src/lib/islands.ts) and
// hydrates each on a root of its own when its wake-up rule says. The rest of the page is HTML
// that works without it: links, forms, <details>, popovers. The page starts it once its main
// photo is painted (runtime-start.ts), so nothing here shares the link or the first frame with it.
import { ISLAND_ATTRIBUTES, islandFile, islandName, type IslandDeclaration, type Wake } from '../lib/islands.ts';
import { loadTexts } from '../lib/text-modules.ts';
import { keepPagesOffline } from './offline/register.ts';
import { addSpeculationRules } from './speculation-rules.ts';
import type { TextPart } from '../generated/i18n-types.ts';

// In `npm run dev`, Preact's own checks: among them, an island whose render in the browser
// differs from the build's HTML is named in the console.
if (import.meta.env.DEV) await import('preact/debug');

const modules = import.meta.glob<{ default: IslandDeclaration<object> }>('/src/**/*.island.tsx');
const load = new Map(Object.entries(modules).map(([file, loader]) => [islandName(file), loader]));

const lang = document.documentElement.lang;

/** Resolves when the island's wake-up rule is met. */
function wake(rule: Wake, element: Element): Promise<void> {
  if (rule === 'load') return Promise.resolve();
  if (rule === 'idle')
    return new Promise((resolve) =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 200),
    );
  return new Promise((resolve) => {
    // Within a screen below the viewport: the part is ready by the time the visitor reaches it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    // An island's element lays out as its content (display: contents): watch that, or, where it
    // has rendered nothing yet, the element it sits in (a box of its own it has not).
    observer.observe(element.firstElementChild ?? element.parentElement ?? element);
  });
}

/** A task of its own for each island's code to be asked for. Asking costs a slow phone some
 * milliseconds a module (Vite adds a <link rel="modulepreload"> for each of its imports): for all
 * the islands at once it was one long task, and a tap, which the page answers without code,
 * waited behind it (on /terms with the CPU 4× slower, this script's frame blocked 98–124 ms; in
 * a task an island, 7–31 ms). Between tasks the browser answers taps first. */
const ownTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const attribute = (name: keyof typeof ISLAND_ATTRIBUTES) => element.getAttribute(ISLAND_ATTRIBUTES[name]) ?? '';
  const name = attribute('name');
  const loader = load.get(name);
  if (!loader) throw new Error(`No island file ${islandFile(name)}`);
  await wake(attribute('wake') as Wake, element);
  await ownTask();
  const texts = attribute('texts').split(' ').filter(Boolean) as TextPart[];
  // The renderer, the island's code and its texts, fetched together, each asked for in a task of
  // its own: the first island asks for five modules (the renderer's three with Vite's preloading of
  // its imports, the island's and the texts), and in one task that ran 47–119 ms on the slow phone.
  const renderer = import('./islands/hydrate.tsx');
  await ownTask();
  const code = loader();
  await ownTask();
  const [{ hydrate }, { default: island }] = await Promise.all([
    renderer,
    code,
    ...texts.map((part) => loadTexts(lang, part)),
  ]);
  // Preact hydrates an island in one go: islands whose code arrived together still each get a
  // task, so that a tap is answered between them.
  await ownTask();
  const props = JSON.parse(attribute('props') || '{}') as object;
  await hydrate(element, { id: attribute('id'), lang }, island.component, props);
  element.dataset.hydrated = '';
}

// The next pages fetched ahead (speculation-rules.ts), once the browser is idle: on a page
// without a main photo the runtime can start before the first paint on a slow phone, and the
// browser's idle time comes after it has drawn the page.
void wake('idle', document.body).then(addSpeculationRules);

const atLoad: Array<Promise<void>> = [];
for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
  const hydrated = hydrateIsland(element);
  hydrated.catch((error: unknown) => console.error(`Island ${element.getAttribute(ISLAND_ATTRIBUTES.name)}:`, error));
  if (element.getAttribute(ISLAND_ATTRIBUTES.wake) === 'load') atLoad.push(hydrated);
}
// The browser tests wait for this mark: every island that wakes at load has been tried (one
// that failed is named in the console above, and the rest of the page still works).
void Promise.allSettled(atLoad).then(() => (document.documentElement.dataset.hydrated = 'true'));

// The pages a visitor opens stay readable offline (a production build has the worker's script),
// handed over once the page has loaded (its photos and code are then among what is kept) and
// the browser is idle.
const pageLoaded = new Promise<void>((resolve) =>
  document.readyState === 'complete' ? resolve() : addEventListener('load', () => resolve(), { once: true }),
);
if (import.meta.env.PROD)
  void pageLoaded
    .then(() => wake('idle', document.body))
    .then(keepPagesOffline)
    .catch((error: unknown) => console.warn('Pages will not be kept offline:', error));

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { splitPath } from '../lib/languages.ts';
import { loadTextKey } from '../lib/texts.ts';
import { App } from './app.tsx';
import { defaultParser, matchPath } from './page-meta.ts';
import { routeTexts } from './routes.tsx';
import './styles/global.css';

// The document's language is the one the prerender wrote (a guide page's is its guide's); the
// bare dev template has none, so the address says.
const lang = document.documentElement.lang || splitPath(location.pathname).code;
const { route, params } = matchPath(defaultParser, lang, location.pathname);

/** Hydration is a long task on a slow phone: it waits (a few seconds at most) for the page's
 * main photo to be painted, so that the largest paint of the first screen does not wait for it. */
function mainPhotoPainted(): Promise<void> {
  const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!photo || photo.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(resolve));
    photo.addEventListener('load', painted, { once: true });
    photo.addEventListener('error', painted, { once: true });
    setTimeout(resolve, 3000);
  });
}

async function start(): Promise<void> {
  // The page's texts are loaded before React starts, so hydration finds them ready (the
  // prerendered HTML preloads their chunks alongside the page's). Awaited here rather than at
  // the module's top level: the shell's other modules share this file, and the text modules
  // import from it; a top-level await would have them wait for each other forever.
  await Promise.all((await routeTexts(route, params, lang)).map((key) => loadTextKey(lang, key)));
  await mainPhotoPainted();
  hydrate();
}

// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// holding a slow phone's main thread for the whole page: the visitor can scroll and tap while
// it runs, and a tap on a part not yet hydrated makes React hydrate that part first.
function hydrate(): void {
  const root = document.getElementById('root')!;
  if (root.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(root, <App lang={lang} />, {
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    });
  } else {
    // `npm run dev` serves the bare template: there is no prerendered page to hydrate.
    createRoot(root).render(<App lang={lang} />);
  }
}

void start();

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { splitPath } from '../lib/languages.ts';
import { loadTextKey } from '../lib/texts.ts';
import { App } from './app.tsx';
import { HYDRATING, TAPPED } from './page-code.ts';
import { defaultParser, matchPath } from './page-meta.ts';
import { routeTexts } from './routes.tsx';
import './styles/global.css';

// The document's language is the one the prerender wrote (a guide page's is its guide's); the
// bare dev template has none, so the address says.
const lang = document.documentElement.lang || splitPath(location.pathname).code;
const { route, params } = matchPath(defaultParser, lang, location.pathname);

async function start(): Promise<void> {
  // The page's texts are loaded before React starts, so hydration finds them ready (the
  // prerendered page has their chunks fetched alongside this one, once its main photo is on the
  // screen: page-code.ts). Awaited here rather than at the module's top level: the shell's
  // other modules share this file, and the text modules import from it; a top-level await would
  // have them wait for each other forever.
  await Promise.all((await routeTexts(route, params, lang)).map((key) => loadTextKey(lang, key)));
  hydrate();
}

// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// holding a slow phone's main thread for the whole page: the visitor can scroll and tap while
// it runs, and a tap on a part not yet hydrated makes React hydrate that part first.
function hydrate(): void {
  const root = document.getElementById('root')!;
  if (root.hasChildNodes()) {
    const tapped = document.querySelector<HTMLElement>(`[${TAPPED}]`);
    tapped?.removeAttribute(TAPPED);
    document.dispatchEvent(new Event(HYDRATING));
    startTransition(() => {
      hydrateRoot(root, <App lang={lang} />, {
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    });
    // A button tapped before the code arrived (page-code.ts kept it): React hydrates what holds
    // it at once and acts on the tap.
    tapped?.click();
  } else {
    // `npm run dev` serves the bare template: there is no prerendered page to hydrate.
    createRoot(root).render(<App lang={lang} />);
  }
}

void start();

// The islands' renderer in the browser (entry-client.tsx): an island's component hydrated on a
// root of its own. A module of its own, so the page fetches the renderer only when a first
// island wakes. `react-dom/client` is Preact's here (preact/compat,
// scripts/preact-in-the-browser.ts): it adopts React's HTML as its own and renders the same
// components.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './island-root.tsx';

/** Hydrates the island; settles once its effects have run, so that it is live (listening,
 * showing what they set, as the cookie banner hidden for a stored choice). */
export function hydrate(
  element: HTMLElement,
  { id, lang }: { id: string; lang: string },
  Component: ComponentType<object>,
  props: object,
): Promise<void> {
  return new Promise((resolve) =>
    hydrateRoot(
      element,
      <IslandRoot lang={lang} id={id}>
        <Live onLive={resolve}>
          <Component {...props} />
        </Live>
      </IslandRoot>,
    ),
  );
}

// Effects run after the frame that shows the hydrated island, children's before their parent's;
// a state one of them sets is rendered in a microtask queued before the one this resolves.
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

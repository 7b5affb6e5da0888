// The islands' renderer in the browser (entry-client.tsx): an island's component hydrated on a
// root of its own. A module of its own, so the page fetches the renderer only when a first
// island wakes. `react-dom/client` is Preact's here (preact/compat,
// scripts/preact-in-the-browser.ts): it adopts React's HTML as its own and renders the same
// components.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './island-root.tsx';

export function hydrate(
  element: HTMLElement,
  { id, lang }: { id: string; lang: string },
  Component: ComponentType<object>,
  props: object,
): void {
  hydrateRoot(
    element,
    <IslandRoot lang={lang} id={id}>
      <Component {...props} />
    </IslandRoot>,
  );
}

// React's half of the islands' runtime (entry-client.tsx): an island's component hydrated on a
// root of its own. A module of its own, so the page fetches React only when a first island wakes.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './island-root.tsx';

export function hydrate(
  element: HTMLElement,
  { name, id, lang }: { name: string; id: string; lang: string },
  Component: ComponentType<object>,
  props: object,
): void {
  hydrateRoot(
    element,
    <IslandRoot lang={lang}>
      <Component {...props} />
    </IslandRoot>,
    {
      identifierPrefix: id,
      onRecoverableError: (error) => console.error(`Island ${name}:`, error),
    },
  );
}

// An island is a part of a page that runs code in the browser; everything else on a page is
// HTML rendered by React at build time and ships no code. Each island lives in a file named
// `*.island.tsx` whose default export is its declaration: the component, when it wakes and the
// text modules it reads. The page renders it with <Island> (island-html.tsx); the browser finds
// it by its file (app/entry-client.tsx) and hydrates it on a root of its own. The file is the
// island's one name: nothing is matched by hand.
//
// Where they live: a declaration may sit beside its component (features/booking/
// booking-panel.island.tsx), but <Island> is rendered from src/app, since features never
// import app (eslint.config.js). A feature's component that must hold an island elsewhere in
// it takes it as a prop the page fills (a tour card's `overPhoto`: app/card-departure.tsx).
import type { ComponentType } from 'react';
import type { TextPart } from '../generated/i18n-types.ts';

/**
 * When an island's code is fetched and hydrated:
 * - `load`: as soon as the page has parsed (what answers taps on the first screen);
 * - `idle`: once the browser has nothing more urgent to do (offers and enhancements);
 * - `visible`: as it comes within a screen of the viewport (what lies further down).
 */
export type Wake = 'load' | 'idle' | 'visible';

export interface IslandDeclaration<P> {
  component: ComponentType<P>;
  wake: Wake;
  /** Text modules the component reads with useTexts, loaded beside its code (`common` always). */
  texts: readonly TextPart[];
}

/** Props of an island, checked to be JSON, which is how they travel in the HTML: a function (an
 * event handler) or a Date would not survive the trip. */
export type Json<T> = T extends (...args: never[]) => unknown
  ? never
  : T extends Date
    ? never
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

export function island<P>(
  component: ComponentType<P>,
  { wake, texts = [] }: { wake: Wake; texts?: readonly TextPart[] },
): IslandDeclaration<P> {
  return { component, wake, texts };
}

/** The attribute naming an island's file on its element, and the others it carries. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  wake: 'data-wake',
  props: 'data-props',
  texts: 'data-texts',
  id: 'data-id',
} as const;

/** The `elementtiming` of a page's main photo (components/photo.tsx): the page's code starts once
 * it has arrived and been painted (app/runtime-start.ts), and the bench times its paint. */
export const MAIN_PHOTO_TIMING = 'main-photo';

/** On a lazy frame (`loading="lazy"`): loaded once the main photo is painted (app/runtime-start.ts),
 * wherever it is on the page, if the browser has not yet. For a frame a visitor needs without
 * scrolling to it (the booking calendar) that should not hold the first paint back. */
export const LOAD_AFTER_MAIN_PHOTO = 'data-load-after-main-photo';

/** On the inline script that starts the page's code (app/runtime-start.ts): the runtime's file. */
export const RUNTIME_ATTRIBUTE = 'data-runtime';

/** An island's name: its file under src/, without the extension (`features/contact/contact-form`). */
export function islandName(file: string): string {
  return file.replace(/^\/?src\//, '').replace(/\.island\.tsx$/, '');
}

/** An island's file, from its name: as Vite's manifest names the module. */
export function islandFile(name: string): string {
  return `src/${name}.island.tsx`;
}

// The ids an island's elements refer to each other by (a label's `for`, an `aria-describedby`):
// the island's id on the page and a name, alike in the HTML React renders at build time and in
// the browser, where the islands run on Preact (scripts/preact-in-the-browser.ts). Not React's
// useId: Preact's ids differ from React's and start again in every island, so an element first
// drawn in the browser (an error, the next departures) would point at nothing, or at another
// island's element.
import { createContext, use } from 'react';

export const IslandIdContext = createContext<string | null>(null);

/** `name` (unique within its island) made unique on the page. */
export function useElementId(name: string): string {
  const island = use(IslandIdContext);
  if (island === null) throw new Error(`useElementId('${name}') outside an island: ids are for islands' elements`);
  return `${island}-${name}`;
}

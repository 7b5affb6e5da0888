// What wraps every island, on the server and in the browser alike, so that both render the
// same tree: the page's language (its texts) and the island's id (its elements' ids). No router:
// an island reads no route (a page is a document of its own), so wouter stays on the server,
// out of the browser's code.
import type { ReactNode } from 'react';
import { IslandIdContext } from '../../lib/element-id.ts';
import { LanguageContext } from '../../lib/texts.ts';

export function IslandRoot({ lang, id, children }: { lang: string; id: string; children: ReactNode }) {
  return (
    <LanguageContext value={lang}>
      <IslandIdContext value={id}>{children}</IslandIdContext>
    </LanguageContext>
  );
}

// What wraps every island, on the server and in the browser alike, so that both render the
// same tree: the page's language (its texts). No router: an island reads no route (a page is a
// document of its own), so wouter stays on the server, out of the browser's code.
import type { ReactNode } from 'react';
import { LanguageContext } from '../../lib/texts.ts';

export function IslandRoot({ lang, children }: { lang: string; children: ReactNode }) {
  return <LanguageContext value={lang}>{children}</LanguageContext>;
}

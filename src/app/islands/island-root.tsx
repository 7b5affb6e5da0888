// What wraps every island, on the server and in the browser alike, so that both render the
// same tree: the page's language (its texts) and the address (wouter's location).
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { LanguageContext } from '../../lib/texts.ts';

export function IslandRoot({ lang, ssrPath, children }: { lang: string; ssrPath?: string; children: ReactNode }) {
  return (
    <LanguageContext value={lang}>
      <Router ssrPath={ssrPath}>{children}</Router>
    </LanguageContext>
  );
}

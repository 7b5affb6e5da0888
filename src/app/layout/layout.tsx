import type { ReactNode } from 'react';
import CookieConsent from '../../features/consent/cookie-consent.island.tsx';
import { useLanguage, useTexts } from '../../lib/texts.ts';
import { Island } from '../islands/island-html.tsx';
import { useAlternatePath } from '../page-meta.ts';
import LanguageSuggestion from './language-suggestion.island.tsx';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { chrome } = useTexts('common');
  // A page in one language only (a guide's) has no other to offer.
  const target = useAlternatePath(useLanguage());
  return (
    <>
      <a className="skip-link" href="#main">
        {chrome.skipToContent}
      </a>
      {/* Early in the document (it shows at the bottom of the screen): keyboard and screen
          reader users meet the cookie choice first, not after the whole page. */}
      <Island of={CookieConsent} />
      {target !== undefined && <Island of={LanguageSuggestion} target={target} />}
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

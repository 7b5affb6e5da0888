import type { ReactNode } from 'react';
import { CookieConsent } from '../../features/consent/cookie-consent.tsx';
import { useTexts } from '../../lib/texts.ts';
import { LanguagePreference } from './language-preference.tsx';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { chrome } = useTexts('common');
  return (
    <>
      <a className="skip-link" href="#main">
        {chrome.skipToContent}
      </a>
      {/* Early in the document (it shows at the bottom of the screen): keyboard and screen
          reader users meet the cookie choice first, not after the whole page. */}
      <CookieConsent />
      <LanguagePreference />
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

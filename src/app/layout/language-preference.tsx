// Whether to offer this page in another language (language-suggestion.tsx), decided in the
// browser from its preferred languages. An island that wakes when the browser is idle. It waits
// for the cookie banner's answer: both sit at the bottom of the screen, one at a time.
import { useEffect, useState } from 'react';
import { useConsentStore } from '../../lib/consent-store.ts';
import { siteLanguages } from '../../lib/languages.ts';
import { useLanguage } from '../../lib/texts.ts';
import { LanguageSuggestion } from './language-suggestion.tsx';

const DISMISSED_KEY = 'languageSuggestion';

/** The first site language the browser prefers, if it is not the page's own. */
function preferredLanguage(preferences: readonly string[], pageLang: string): string | undefined {
  for (const preference of preferences) {
    const code = preference.toLowerCase().split('-')[0];
    if (code === pageLang) return undefined;
    if (siteLanguages.some((language) => language.code === code)) return code;
  }
  return undefined;
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

function dismiss(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, 'dismissed');
  } catch {
    // Storage blocked: dismissed for this visit only.
  }
}

/** The offer, when the browser prefers another site language the page is in and it has not
 * been dismissed; `target` is this page's address without its language prefix. */
export function LanguagePreference({ target }: { target: string }) {
  const lang = useLanguage();
  const [offered, setOffered] = useState<string>();
  const bannerAnswered = useConsentStore((s) => s.consent !== 'unset');
  useEffect(() => {
    const code = preferredLanguage(navigator.languages, lang);
    setOffered(code && !dismissed() ? code : undefined);
  }, [lang]);
  if (!offered || !bannerAnswered) return null;
  return <LanguageSuggestion key={offered} code={offered} target={target} onDismiss={dismiss} />;
}

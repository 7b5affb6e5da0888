// A visitor whose browser prefers another language the site is published in is offered this
// page in it, in that language, by one small line (never an automatic redirect: that would hide
// pages from search engines). It floats above the page, so it shifts nothing, and once
// dismissed it is not shown again.
import { useEffect, useState } from 'react';
import type { TextParts } from '../../generated/i18n-types.ts';
import { localPath, siteLanguages } from '../../lib/languages.ts';
import { loadTexts, useLanguage, useTexts } from '../../lib/texts.ts';
import { usePathInLanguage } from '../../lib/use-local-path.ts';
import './language-suggestion.css';

const DISMISSED_KEY = 'languageSuggestion';

/** The first site language the browser prefers, if it is not the page's own. */
export function preferredLanguage(preferences: readonly string[], pageLang: string): string | undefined {
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

export function LanguageSuggestion() {
  const lang = useLanguage();
  const path = usePathInLanguage();
  const { chrome } = useTexts('common');
  const [offer, setOffer] = useState<{ code: string; chrome: TextParts['common']['chrome'] }>();

  useEffect(() => {
    const code = preferredLanguage(navigator.languages, lang);
    if (!code || dismissed()) return;
    let current = true;
    void loadTexts(code, 'common').then((texts) => current && setOffer({ code, chrome: texts.chrome }));
    return () => {
      current = false;
    };
  }, [lang]);

  if (!offer) return null;
  const close = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, 'dismissed');
    } catch {
      // Storage blocked: dismissed for this visit only.
    }
    setOffer(undefined);
  };
  const target = path.startsWith('/guide/') ? '/' : path;
  return (
    <aside className="language-suggestion" lang={offer.code} aria-label={offer.chrome.languages}>
      <p>
        {offer.chrome.languageSuggestion}{' '}
        <a href={localPath(offer.code, target)} hrefLang={offer.code}>
          {offer.chrome.languageSuggestionLink}
        </a>
      </p>
      <button
        type="button"
        className="language-suggestion__close"
        onClick={close}
        lang={lang}
        aria-label={chrome.dismiss}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}

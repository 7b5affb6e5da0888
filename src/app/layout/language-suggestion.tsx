// A visitor whose browser prefers another language the site is published in is offered this
// page in it, in that language, by one small line (never an automatic redirect: that would hide
// pages from search engines). It floats above the page, so it shifts nothing, and once
// dismissed it is not shown again.
import { useEffect, useRef, useState } from 'react';
import type { TextParts } from '../../generated/i18n-types.ts';
import { localPath } from '../../lib/languages.ts';
import { loadTexts, useLanguage, useTexts } from '../../lib/texts.ts';
import { useFocusClearOf } from '../../lib/use-focus-clear-of.ts';
import './language-suggestion.css';

/** The offer of this page (`target`, without prefix) in language `code`, loaded once
 * language-preference.tsx has found it due. */
export function LanguageSuggestion({
  code,
  target,
  onDismiss,
}: {
  code: string;
  target: string;
  onDismiss: () => void;
}) {
  const lang = useLanguage();
  const { chrome } = useTexts('common');
  const [offer, setOffer] = useState<{ code: string; chrome: TextParts['common']['chrome'] }>();
  const bar = useRef<HTMLElement>(null);
  useFocusClearOf(bar, !!offer);

  useEffect(() => {
    let current = true;
    // Not loaded (the connection dropped), the offer is simply not made: the page works without it.
    loadTexts(code, 'common').then(
      (texts) => current && setOffer({ code, chrome: texts.chrome }),
      (error: unknown) => console.warn(`No offer of the page in ${code}:`, error),
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (!offer) return null;
  const close = () => {
    onDismiss();
    setOffer(undefined);
  };
  return (
    <aside ref={bar} className="language-suggestion" lang={offer.code} aria-label={offer.chrome.languages}>
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

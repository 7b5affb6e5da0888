// Links to the same page in each other site language, each named in its own language. Plain
// links (a full load): the page, its texts and its <html lang> all change. On a page that exists
// in one language only (a guide's), the links lead to each language's home page; on a page for
// unknown addresses, to the page its route offers instead (routes.tsx `offersInstead`).
import { siteLanguages, localPath } from '../../lib/languages.ts';
import { useLanguage, useTexts } from '../../lib/texts.ts';
import { useAlternatePath } from '../page-meta.ts';
import './language-switcher.css';

export function LanguageSwitcher({ full = false }: { full?: boolean }) {
  const lang = useLanguage();
  const target = useAlternatePath(lang) ?? '/';
  const { chrome } = useTexts('common');
  if (siteLanguages.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={chrome.languages}>
      <ul>
        {siteLanguages.map((language) => (
          <li key={language.code}>
            {language.code === lang ? (
              <span aria-current="true" lang={language.code}>
                {full ? language.name : language.code.toUpperCase()}
              </span>
            ) : (
              <a
                href={localPath(language.code, target)}
                hrefLang={language.code}
                lang={language.code}
                title={language.name}
              >
                {full ? (
                  language.name
                ) : (
                  <>
                    <span aria-hidden="true">{language.code.toUpperCase()}</span>
                    <span className="visually-hidden">{language.name}</span>
                  </>
                )}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

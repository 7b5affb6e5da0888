import { company } from '../../generated/company.ts';
import { format, useTexts } from '../../lib/texts.ts';
import './social-icons.css';

// Each icon is a CSS mask over /icons/<network>.svg (written by the build, scripts/social-icons.ts),
// painted in currentColor: no path data in the JavaScript, and a hidden icon is never fetched.
export function SocialIcons() {
  const { chrome } = useTexts('common');
  return (
    <ul className="social-icons">
      {company.social.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={format(chrome.opensInNewTab, { name: link.label })}
          >
            <span className={`social-icon social-icon--${link.network}`} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}

import { siFacebook, siInstagram, siTiktok, siYoutube } from 'simple-icons';
import type { SocialLink } from '../../generated/config-types.ts';
import { site } from '../../generated/site.ts';
import { format, useTexts } from '../../lib/texts.ts';
import './social-icons.css';

// simple-icons no longer ships LinkedIn's mark (the brand asked for its removal); a plain "in".
const LINKEDIN_PATH =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76V21h-4v-5.1c0-1.22-.02-2.78-1.8-2.78-1.8 0-2.07 1.33-2.07 2.7V21h-4z';

const PATHS: Record<SocialLink['network'], string> = {
  tiktok: siTiktok.path,
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  linkedin: LINKEDIN_PATH,
};

export function SocialIcons({ onNavigate }: { onNavigate?: () => void }) {
  const { chrome } = useTexts('common');
  return (
    <ul className="social-icons">
      {site.social.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={format(chrome.opensInNewTab, { name: link.label })}
            onClick={onNavigate}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={PATHS[link.network]} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

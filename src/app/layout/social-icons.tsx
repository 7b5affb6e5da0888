// The social networks' icons, drawn in the page itself: each icon is an inline <svg> with its
// network's path, painted in currentColor. An icon that was an image (a CSS mask over an SVG file)
// cost its first showing a request and a document of its own: the five in the phone menu held its
// first opening back by 40–80 ms with the CPU 4× slower. One that used a symbol of a sprite in the
// page (<use>) cost the menu's opening a tree of its own each: 9–10 ms more for the five than
// the same paths inline, whose second copy (menu and footer) brotli compresses to a few bytes.
// Static HTML only: no island imports this, so no path travels in JavaScript.
import { siFacebook, siTiktok, siYoutube } from 'simple-icons';
import type { SocialLink } from '../../generated/config-types.ts';
import { company } from '../../generated/company.ts';
import { format, useTexts } from '../../lib/texts.ts';
import './social-icons.css';

type SocialNetwork = SocialLink['network'];

// simple-icons no longer ships LinkedIn's mark (the brand asked for its removal); a plain "in".
// Instagram's is drawn here too, from its shapes (a rounded square, a ring, a dot): simple-icons'
// path is 2,000 characters, which every page would carry.
const INSTAGRAM_PATH =
  'M7.5 1.5h9a6 6 0 0 1 6 6v9a6 6 0 0 1-6 6h-9a6 6 0 0 1-6-6v-9a6 6 0 0 1 6-6zM7.5 3.8a3.7 3.7 0 0 0-3.7 3.7v9a3.7 3.7 0 0 0 3.7 3.7h9a3.7 3.7 0 0 0 3.7-3.7v-9a3.7 3.7 0 0 0-3.7-3.7zM12 6.5a5.5 5.5 0 1 1 0 11a5.5 5.5 0 1 1 0-11zM12 8.8a3.2 3.2 0 1 0 0 6.4a3.2 3.2 0 1 0 0-6.4zM17.2 5.3a1.4 1.4 0 1 1 0 2.8a1.4 1.4 0 1 1 0-2.8z';
const LINKEDIN_PATH =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76V21h-4v-5.1c0-1.22-.02-2.78-1.8-2.78-1.8 0-2.07 1.33-2.07 2.7V21h-4z';

/** One 24×24 path per network the schema allows: a new network without an icon does not compile. */
export const SOCIAL_ICON_PATHS: Record<SocialNetwork, string> = {
  tiktok: siTiktok.path,
  facebook: siFacebook.path,
  instagram: INSTAGRAM_PATH,
  youtube: siYoutube.path,
  linkedin: LINKEDIN_PATH,
};

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
            <svg
              className="social-icon"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              focusable="false"
            >
              <path d={SOCIAL_ICON_PATHS[link.network]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

// The social networks' icons as small SVG files (/icons/<network>.svg), written by the build
// (site-files.ts) and served by `npm run dev` (vite.config.ts). The page masks them in CSS
// (src/app/layout/social-icons.css), so their path data never travels in the JavaScript every
// page loads, and a hidden icon (the header's, on a phone) is never fetched.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siFacebook, siInstagram, siTiktok, siYoutube } from 'simple-icons';
import type { SocialLink } from '../src/generated/config-types.ts';

export type SocialNetwork = SocialLink['network'];

// simple-icons no longer ships LinkedIn's mark (the brand asked for its removal); a plain "in".
const LINKEDIN_PATH =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76V21h-4v-5.1c0-1.22-.02-2.78-1.8-2.78-1.8 0-2.07 1.33-2.07 2.7V21h-4z';

/** One 24×24 path per network the schema allows: a new network without an icon does not compile. */
const PATHS: Record<SocialNetwork, string> = {
  tiktok: siTiktok.path,
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  linkedin: LINKEDIN_PATH,
};

export const SOCIAL_NETWORKS = Object.keys(PATHS) as SocialNetwork[];

/** The folder under the site root, so the URL is `/${SOCIAL_ICONS_DIR}/<network>.svg`. */
export const SOCIAL_ICONS_DIR = 'icons';

export function isSocialNetwork(name: string): name is SocialNetwork {
  return Object.hasOwn(PATHS, name);
}

/** The icon as a standalone SVG file. Only its shape counts (CSS paints it in currentColor). */
export function socialIconSvg(network: SocialNetwork): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${PATHS[network]}"/></svg>\n`;
}

/** Writes `<clientDir>/icons/<network>.svg` for every network. */
export function writeSocialIcons(clientDir: string): void {
  const dir = path.join(clientDir, SOCIAL_ICONS_DIR);
  mkdirSync(dir, { recursive: true });
  for (const network of SOCIAL_NETWORKS) writeFileSync(path.join(dir, `${network}.svg`), socialIconSvg(network));
}

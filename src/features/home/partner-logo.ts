// Where the page finds a partner's logo: the operator's SVG (site.yaml) drawn once, by the build
// (scripts/partner-logos.ts) or `npm run dev`, as a PNG beside it. A logo shown as an SVG <img>
// is a small document of its own, which a phone's main thread takes some 20 ms to set up, at
// the moment the first screen is painted; a PNG is only decoded, off that thread.

/** `logos/viator.svg` → `/logos/viator.png` */
export function partnerLogoUrl(logo: string): string {
  return `/${logo.replace(/\.svg$/i, '')}.png`;
}

/** The PNG's size: twice the largest the strip shows a logo at (160 × 48, partner-strip.css), so
 * it is sharp on a phone's screen. */
export const PARTNER_LOGO_SIZE = { width: 320, height: 96 };

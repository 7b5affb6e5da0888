// The cookie banner is prerendered on every page, so it shows with the page's first paint (not
// after the code has arrived, when it would be the last large thing painted). Until the code
// has read the stored choice, these tags in the page's head decide: a visitor who has chosen
// (anything stored under the key) does not see it; the code then checks the choice and shows
// the banner again if it is no longer valid (cookie-consent.tsx). Without JavaScript nothing
// is stored and no choice could be made: the banner is not shown at all.
import { CONSENT_KEY } from './consent-storage.ts';

/** `data-consent="stored"` on <html> hides the banner (cookie-consent.css). */
export const BANNER_BEFORE_CODE = [
  `<script>try{localStorage.getItem(${JSON.stringify(CONSENT_KEY)})&&document.documentElement.setAttribute("data-consent","stored")}catch{}</script>`,
  '<noscript><style>.cookie-banner{display:none!important}</style></noscript>',
];

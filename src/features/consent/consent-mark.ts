// Runs inline in the head of every page, before its first paint (the build bundles it:
// scripts/build.ts): a visitor who has chosen (anything stored under the key) does not
// see the banner flash. The banner's island then reads the choice and shows the banner again if
// it is no longer valid (cookie-consent.tsx).
import { CONSENT_KEY } from './consent-storage.ts';

try {
  // `data-consent="stored"` on <html> hides the banner (cookie-consent.css).
  if (localStorage.getItem(CONSENT_KEY)) document.documentElement.setAttribute('data-consent', 'stored');
} catch {
  // Storage blocked: nothing can have been stored.
}

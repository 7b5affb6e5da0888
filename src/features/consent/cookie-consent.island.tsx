import { island } from '../../lib/islands.ts';
import { CookieConsent } from './cookie-consent.tsx';

// At load: the banner is on the first screen, and a choice made before the code came is kept by
// the browser until the island stores it.
export default island(CookieConsent, { wake: 'load' });

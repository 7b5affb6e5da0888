import { island } from '../../lib/islands.ts';
import { LanguagePreference } from './language-preference.tsx';

// When idle: an offer, never in the way of the page's first tasks.
export default island(LanguagePreference, { wake: 'idle' });

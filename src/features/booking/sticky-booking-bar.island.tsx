import { island } from '../../lib/islands.ts';
import { StickyBookingBar } from './sticky-booking-bar.tsx';

// When idle: the bar shows only once the visitor has scrolled past the hero's own button, and
// until then its link to the booking panel is the hero's.
export default island(StickyBookingBar, { wake: 'idle' });

import { island } from '../../lib/islands.ts';
import { BookingPanel } from './booking-panel.tsx';

// At load: the calendar's frame is already loading (it is in the page's HTML); the code follows
// its height and status, and the language menu answers from the first tap it can.
export default island(BookingPanel, { wake: 'load', texts: ['booking'] });

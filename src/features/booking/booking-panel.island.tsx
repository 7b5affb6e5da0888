import { island } from '../../lib/islands.ts';
import { BookingPanel } from './booking-panel.tsx';

// When near the screen, as what lies further down a page: the calendar's frame is already
// loading without it (it is in the page's HTML), and the code, which follows the frame's height
// and status (what the frame reported before it arrived included), is fetched only by a visitor
// who scrolls, or jumps, towards the panel.
export default island(BookingPanel, { wake: 'visible', texts: ['booking'] });

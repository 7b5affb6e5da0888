import { island } from '../lib/islands.ts';
import { NextDeparture } from '../features/tours/next-departure.tsx';

// When idle (not when near the screen: it renders nothing until it knows, so there is no box to
// watch): a few small requests, which the server answers from one provider call per tour.
export default island(NextDeparture, { wake: 'idle' });

import { island } from '../lib/islands.ts';
import { NextDeparture } from '../features/tours/next-departure.tsx';

// When idle: a few small requests, which the server answers from one provider call per tour.
export default island(NextDeparture, { wake: 'idle' });

// GET /api/departures?tour=<slug>&language=<tour language>: the tour's next departures in that
// language, from the booking provider's live availability (server/departures/). The browser
// asks the site, never the provider. 204 (nothing known: no provider configured, or it is slow
// or down) means "claim nothing".

export const DEPARTURES_API_PATH = '/api/departures';

export interface Departure {
  /** The start, in the provider's local time with its offset (`2027-03-28T09:00:00+02:00`). */
  start: string;
  /** `sold-out` is shown as such, never as bookable; closed departures are left out. */
  status: 'available' | 'sold-out';
  /** Set only when few places are left (site.yaml `booking.fewPlacesLeft` or fewer). */
  placesLeft?: number;
}

export interface DeparturesReply {
  /** Up to three, the soonest first, within the coming days. */
  departures: Departure[];
  /** Seconds since the provider gave these figures. */
  age: number;
}

/** How many departures a reply holds at most. */
export const MAX_DEPARTURES = 3;

/** Where the tours start: departures are told in Rome's time, wherever the visitor's phone is. */
export const TOURS_TIME_ZONE = 'Europe/Rome';

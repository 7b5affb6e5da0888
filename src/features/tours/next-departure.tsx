// On a tour card, over its photo: when the tour next leaves with places to book ("Next
// departure: Tomorrow · 09:00"), live from the booking provider through the site. Nothing is
// shown while nothing is known, and it sits over the photo, so it moves nothing when it comes.
import { departureWhen } from '../../lib/departure-time.ts';
import { format, useLocale } from '../../lib/texts.ts';
import { useDepartures } from '../../lib/use-departures.ts';

interface NextDepartureProps {
  tour: string;
  language: string;
  /** "Next departure: {when}", in the page's language: given by the page, so the browser loads
   * no text module for one line. */
  label: string;
}

export function NextDeparture({ tour, language, label }: NextDepartureProps) {
  const locale = useLocale();
  const reply = useDepartures(tour, language);
  const next = reply?.departures.find((departure) => departure.status === 'available');
  if (!reply || !next) return null;
  return <p className="tour-card__next">{format(label, { when: departureWhen(next.start, reply.seenAt, locale) })}</p>;
}

// On a tour card, over its photo: when the tour next leaves with places to book ("Next
// departure: Tomorrow · 09:00"), live from the booking provider through the site. Nothing is
// shown while nothing is known, and it sits over the photo, so it moves nothing when it comes.
import { departureWhen } from '../../lib/departure-time.ts';
import { format, useLocale, useTexts } from '../../lib/texts.ts';
import { useDepartures } from '../../lib/use-departures.ts';

export function NextDeparture({ tour, language }: { tour: string; language: string }) {
  const words = useTexts('tourList');
  const locale = useLocale();
  const reply = useDepartures(tour, language);
  const next = reply?.departures.find((departure) => departure.status === 'available');
  if (!reply || !next) return null;
  return (
    <p className="tour-card__next">
      {format(words.nextDeparture, { when: departureWhen(next.start, reply.seenAt, locale) })}
    </p>
  );
}

// The tour's next departures in the chosen tour language, live from the booking provider through
// the site (GET /api/departures): when, in Rome's time, and whether few places are left or none.
// While nothing is known (no provider configured, or it is slow or down) it shows nothing, and
// the panel is what it is without it.
import { departureWhen } from '../../lib/departure-time.ts';
import { plural, useLocale, useTexts } from '../../lib/texts.ts';
import { useElementId } from '../../lib/element-id.ts';
import { useDepartures } from '../../lib/use-departures.ts';

export function NextDepartures({ tour, language }: { tour: string; language: string }) {
  const words = useTexts('booking');
  const locale = useLocale();
  const reply = useDepartures(tour, language);
  const titleId = useElementId('next-departures');

  if (!reply || reply.departures.length === 0) return null;
  return (
    <section className="next-departures" aria-labelledby={titleId}>
      <h3 id={titleId}>{words.nextDepartures}</h3>
      <ul>
        {reply.departures.map((departure) => (
          <li key={departure.start} className={departure.status === 'sold-out' ? 'is-sold-out' : undefined}>
            <time dateTime={departure.start}>{departureWhen(departure.start, reply.seenAt, locale)}</time>
            {departure.status === 'sold-out' ? (
              <span className="next-departures__note">{words.soldOut}</span>
            ) : (
              departure.placesLeft !== undefined && (
                <span className="next-departures__note">{plural(words.placesLeft, departure.placesLeft, locale)}</span>
              )
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

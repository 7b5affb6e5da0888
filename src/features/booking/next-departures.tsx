// The tour's next departures in the chosen tour language, live from the booking provider through
// the site (GET /api/departures): when, in Rome's time, and whether few places are left or none.
// While nothing is known (no provider configured, or it is slow or down) it shows nothing, and
// the panel is what it is without it.
import { useEffect, useState } from 'react';
import { askDepartures, type DeparturesReply } from '../../lib/departures-api.ts';
import { plural, useLocale, useTexts } from '../../lib/texts.ts';
import { departureTime } from '../../lib/departure-time.ts';

export function NextDepartures({ tour, language }: { tour: string; language: string }) {
  const words = useTexts('booking');
  const locale = useLocale();
  // With the moment it came: "today" and "tomorrow" are counted from then.
  const [reply, setReply] = useState<DeparturesReply & { seenAt: number }>();

  useEffect(() => {
    let current = true;
    setReply(undefined);
    askDepartures(tour, language).then(
      (value) => current && setReply(value && { ...value, seenAt: Date.now() }),
      () => {}, // offline, or the site restarting: nothing to claim
    );
    return () => {
      current = false;
    };
  }, [tour, language]);

  if (!reply || reply.departures.length === 0) return null;
  return (
    <section className="next-departures" aria-labelledby="next-departures-title">
      <h3 id="next-departures-title">{words.nextDepartures}</h3>
      <ul>
        {reply.departures.map((departure) => {
          const { day, time } = departureTime(departure.start, reply.seenAt, locale);
          return (
            <li key={departure.start} className={departure.status === 'sold-out' ? 'is-sold-out' : undefined}>
              <time dateTime={departure.start}>
                {day} · {time}
              </time>
              {departure.status === 'sold-out' ? (
                <span className="next-departures__note">{words.soldOut}</span>
              ) : (
                departure.placesLeft !== undefined && (
                  <span className="next-departures__note">
                    {plural(words.placesLeft, departure.placesLeft, locale)}
                  </span>
                )
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

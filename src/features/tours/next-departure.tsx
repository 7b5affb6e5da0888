// On a tour card, over its photo: when the tour next leaves with places to book ("Next
// departure: Tomorrow · 09:00"), live from the booking provider through the site. Nothing is
// shown while nothing is known, and it sits over the photo, so it moves nothing when it comes.
import { useEffect, useState } from 'react';
import { departureTime } from '../../lib/departure-time.ts';
import { askDepartures } from '../../lib/departures-api.ts';
import { format, useLocale, useTexts } from '../../lib/texts.ts';

export function NextDeparture({ tour, language }: { tour: string; language: string }) {
  const words = useTexts('tourList');
  const locale = useLocale();
  const [when, setWhen] = useState<string>();

  useEffect(() => {
    let current = true;
    askDepartures(tour, language).then(
      (reply) => {
        const next = reply?.departures.find((departure) => departure.status === 'available');
        if (!current || !next) return;
        const { day, time } = departureTime(next.start, Date.now(), locale);
        setWhen(`${day} · ${time}`);
      },
      () => {}, // offline, or the site restarting: nothing to claim
    );
    return () => {
      current = false;
    };
  }, [tour, language, locale]);

  if (!when) return null;
  return <p className="tour-card__next">{format(words.nextDeparture, { when })}</p>;
}

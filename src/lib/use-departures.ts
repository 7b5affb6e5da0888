// What the site knows of a tour's departures in a tour language (GET /api/departures), asked
// for once the island is live: the booking panel's list and a tour card's next departure.
import { useEffect, useState } from 'react';
import { DEPARTURES_API_PATH, type DeparturesReply } from './departures-api.ts';

/** The reply, with when it came ("today" and "tomorrow" count from then); undefined while
 * nothing is known (no provider configured, slow or down; or offline). */
export function useDepartures(tour: string, language: string): (DeparturesReply & { seenAt: number }) | undefined {
  const [reply, setReply] = useState<DeparturesReply & { seenAt: number }>();
  useEffect(() => {
    let current = true;
    setReply(undefined);
    fetch(`${DEPARTURES_API_PATH}?${new URLSearchParams({ tour, language })}`)
      .then((answer) => (answer.status === 200 ? (answer.json() as Promise<DeparturesReply>) : undefined))
      .then(
        (value) => current && setReply(value && { ...value, seenAt: Date.now() }),
        () => {}, // offline, or the site restarting: nothing to claim
      );
    return () => {
      current = false;
    };
  }, [tour, language]);
  return reply;
}

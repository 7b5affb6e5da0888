// When a departure is, as a tourist reads it: the day ("today", "tomorrow" in the page's
// language, from the browser's Intl, else the date) and the time, both in Rome's time zone.
import { TOURS_TIME_ZONE } from './departures-api.ts';

const dayKey = (time: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TOURS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(time);

/** `start` (ISO with offset) seen at `now`, in `locale`: `{ day: 'Tomorrow', time: '09:00' }`. */
export function departureTime(start: string, now: number, locale: string): { day: string; time: string } {
  const at = Date.parse(start);
  const days = Math.round((Date.parse(dayKey(at)) - Date.parse(dayKey(now))) / 86_400_000);
  const day =
    days === 0 || days === 1
      ? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day')
      : new Intl.DateTimeFormat(locale, {
          timeZone: TOURS_TIME_ZONE,
          weekday: 'short',
          day: 'numeric',
          month: 'short',
        }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: TOURS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return { day: day.charAt(0).toLocaleUpperCase(locale) + day.slice(1), time };
}

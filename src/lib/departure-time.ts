// When a departure is, as a tourist reads it: the day ("today", "tomorrow" in the page's
// language, from the browser's Intl, else the date) and the time, both in Rome's time zone.
// The server counts its days the same way (localDate).
import { TOURS_TIME_ZONE } from './departures-api.ts';
import { cachedIntl } from './intl-cache.ts';

/** The date (YYYY-MM-DD) it is at `time` in `timeZone`. */
export function localDate(time: number, timeZone: string = TOURS_TIME_ZONE): string {
  return cachedIntl(
    `date ${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(time);
}

/** `start` (ISO with offset) seen at `now`, in `locale`: `{ day: 'Tomorrow', time: '09:00' }`. */
export function departureTime(start: string, now: number, locale: string): { day: string; time: string } {
  const at = Date.parse(start);
  const days = Math.round((Date.parse(localDate(at)) - Date.parse(localDate(now))) / 86_400_000);
  const day =
    days === 0 || days === 1
      ? cachedIntl(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(
          days,
          'day',
        )
      : cachedIntl(
          `departure day ${locale}`,
          () =>
            new Intl.DateTimeFormat(locale, {
              timeZone: TOURS_TIME_ZONE,
              weekday: 'short',
              day: 'numeric',
              month: 'short',
            }),
        ).format(at);
  const time = cachedIntl(
    `departure time ${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: TOURS_TIME_ZONE, hour: '2-digit', minute: '2-digit' }),
  ).format(at);
  return { day: day.charAt(0).toLocaleUpperCase(locale) + day.slice(1), time };
}

/** The same as one line: `Tomorrow · 09:00`. */
export function departureWhen(start: string, now: number, locale: string): string {
  const { day, time } = departureTime(start, now, locale);
  return `${day} · ${time}`;
}

// How config values read on the page, in the page's language: the words come from the
// language file (`format` in i18n/<code>.yaml), numbers, prices and lists from Intl. Kept in
// one place so tour pages, cards, the FAQ and the terms word the same fact the same way.
import type { Duration, GroupSize, Price } from '../generated/config-types.ts';
import type { TextParts } from '../generated/i18n-types.ts';
import { cachedIntl } from './intl-cache.ts';
import { languageName } from './languages.ts';
import { format, plural, useLocale, useTexts } from './texts.ts';

type Words = TextParts['common']['format'];

export function formatters(words: Words, locale: string) {
  const number = (value: number) => cachedIntl(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
  const hours = (count: number) => plural(words.hours, count, locale);
  const list = (items: readonly string[]) =>
    cachedIntl(`list ${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);
  const money = ({ from, currency }: Price) =>
    cachedIntl(
      `money ${locale} ${currency} ${Number.isInteger(from)}`,
      () =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: Number.isInteger(from) ? 0 : 2,
        }),
    ).format(from);
  const inDays = (count: number) => count >= 48 && count % 24 === 0;
  /** "168 hours" reads better as "7 days (168 hours)"; windows under two days stay in hours. */
  const cancellationWindow = (count: number) =>
    inDays(count)
      ? format(words.cancellationWindow, { days: plural(words.days, count / 24, locale), hours: hours(count) })
      : hours(count);
  /** "7 days" alone, where a phone's line has no room for the hours beside it. */
  const shortCancellationWindow = (count: number) =>
    inDays(count) ? plural(words.days, count / 24, locale) : hours(count);
  return {
    number,
    hours,
    list,
    money,
    cancellationWindow,
    shortCancellationWindow,
    seconds: (count: number) => plural(words.seconds, count, locale),
    /** A label before its value: "Address:", in French "Adresse :". */
    label: (text: string) => format(words.label, { label: text }),
    duration({ hours: min, maxHours, approximate }: Duration): string {
      const range =
        maxHours === undefined ? hours(min) : format(words.hoursRange, { min: number(min), max: number(maxHours) });
      return approximate ? format(words.about, { duration: range }) : range;
    },
    groupSize({ max, per }: GroupSize): string {
      return format(per === 'cart' ? words.upToPeoplePerCart : words.upToPeople, { max });
    },
    /** "From €59 per person" */
    price(price: Price): string {
      return format(words.fromPrice, { price: format(words.perPerson, { price: money(price) }) });
    },
    cancellationPolicy(count: number): string {
      return format(words.cancellationPolicy, { window: cancellationWindow(count) });
    },
    /** "English, Spanish and French", each named in the page's language. */
    languages(codes: readonly string[]): string {
      return list(codes.map((code) => languageName(code, locale)));
    },
  };
}

export type Formatters = ReturnType<typeof formatters>;

export function useFormatters(): Formatters {
  return formatters(useTexts('common').format, useLocale());
}

import { beforeAll, describe, expect, it } from 'vitest';
import type { Tour } from '../../generated/config-types.ts';
import type { TextParts } from '../../generated/i18n-types.ts';
import { formatters, type Formatters } from '../../lib/format.ts';
import { siteLanguage } from '../../lib/languages.ts';
import { loadTexts } from '../../lib/texts.ts';
import { tourFacts } from './tour-facts.ts';

const tour: Tour = {
  slug: 'sample',
  card: { image: 'sample.jpg' },
  duration: { hours: 3, maxHours: 3.5 },
  groupSize: { max: 4, per: 'cart' },
  languages: ['en', 'zh'],
  price: { from: 95, currency: 'EUR' },
  meetingPoint: { lat: 41.896, lng: 12.4823 },
  startTimes: ['09:00', '10:30'],
  cancellationHours: 24,
};

describe('tourFacts', () => {
  let words: TextParts['tour'];
  let f: Formatters;
  beforeAll(async () => {
    words = await loadTexts('en', 'tour');
    f = formatters((await loadTexts('en', 'common')).format, siteLanguage('en').locale);
  });

  it('lists every fact of the tour page, in order, labelled by the language file', () => {
    expect(tourFacts(tour, f, words).map((fact) => [fact.key, fact.label])).toEqual([
      ['duration', words.duration],
      ['group-size', words.groupSize],
      ['languages', words.languages],
      ['price', words.price],
      ['start-times', words.startTimes],
    ]);
  });

  it('words each fact from the tour', () => {
    const values = Object.fromEntries(tourFacts(tour, f, words).map((fact) => [fact.key, fact.value]));
    expect(values).toEqual({
      duration: f.duration(tour.duration),
      'group-size': f.groupSize(tour.groupSize),
      languages: 'English and Chinese',
      price: f.price(tour.price),
      'start-times': '09:00 and 10:30',
    });
    expect(values.duration).toMatch(/3.*3\.5/);
    expect(values['group-size']).toContain('4');
    expect(values.price).toContain('€95');
  });
});

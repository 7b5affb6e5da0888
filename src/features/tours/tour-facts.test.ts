import { describe, expect, it } from 'vitest';
import type { Tour } from '../../generated/config-types.ts';
import { tourFacts } from './tour-facts.ts';

const tour: Tour = {
  slug: 'sample',
  name: 'Sample Tour',
  card: { image: 'sample.jpg', alt: 'A sample photo', description: 'A sample tour for the test.' },
  duration: { hours: 3, maxHours: 3.5 },
  groupSize: { max: 4, per: 'cart' },
  languages: ['en', 'zh'],
  price: { from: 95, currency: 'EUR' },
  meetingPoint: 'Piazza Venezia, at the corner with Via del Corso.',
  startTimes: ['09:00', '10:30'],
  description: 'A description of the sample tour.',
  highlights: ['One highlight'],
  cancellationHours: 24,
};

describe('tourFacts', () => {
  const facts = Object.fromEntries(
    tourFacts(tour, (code) => `name-of-${code}`).map((fact) => [fact.label, fact.value]),
  );

  it('lists every fact of the tour page, in order', () => {
    expect(Object.keys(facts)).toEqual([
      'Duration',
      'Group size',
      'Languages',
      'Price',
      'Start times',
      'Meeting point',
    ]);
  });

  it('words each fact from the tour', () => {
    expect(facts).toEqual({
      Duration: '3 to 3.5 hours',
      'Group size': 'Up to 4 people per cart',
      Languages: 'name-of-en, name-of-zh',
      Price: 'From €95 per person',
      'Start times': '09:00, 10:30',
      'Meeting point': 'Piazza Venezia, at the corner with Via del Corso.',
    });
  });

  it('names languages as site.yaml does by default', () => {
    const languages = tourFacts(tour).find((fact) => fact.key === 'languages');
    expect(languages?.value).toBe('English, 中文');
  });
});

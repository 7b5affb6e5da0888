// A tour card's next departure (features/tours/next-departure.tsx), as an island over its photo,
// for a tour the provider sells (one with products); in the tour language the page offers first.
import type { Tour } from '../generated/config-types.ts';
import { useLanguage, useTexts } from '../lib/texts.ts';
import { defaultTourLanguage } from '../lib/tour-language.ts';
import { Island } from './islands/island-html.tsx';
import NextDeparture from './next-departure.island.tsx';

export function CardDeparture({ tour }: { tour: Tour }) {
  const lang = useLanguage();
  const { nextDeparture } = useTexts('tourList');
  if (!tour.booking && !tour.checkoutProduct) return null;
  return (
    <Island of={NextDeparture} tour={tour.slug} language={defaultTourLanguage(tour, lang)} label={nextDeparture} />
  );
}

// Tour cards in the order given: the home page passes the first few, /tours all of them.
import type { Tour } from '../../generated/config-types.ts';
import { TourCard } from './tour-card.tsx';
import './tour-card-grid.css';

export function TourCardGrid({ tours }: { tours: readonly Tour[] }) {
  return (
    <ul className="tour-card-grid">
      {tours.map((tour) => (
        <li key={tour.slug}>
          <TourCard tour={tour} />
        </li>
      ))}
    </ul>
  );
}

// Tour cards in the order given: the home page passes the first few, /tours all of them.
import type { Tour } from '../../generated/config-types.ts';
import { TourCard } from './tour-card.tsx';
import './tour-card-grid.css';

interface TourCardGridProps {
  tours: readonly Tour[];
  /** Where the grid opens the page (/tours), its first photo is the page's main one: load it first. */
  firstPhotoIsMain?: boolean;
}

export function TourCardGrid({ tours, firstPhotoIsMain = false }: TourCardGridProps) {
  return (
    <ul className="tour-card-grid">
      {tours.map((tour, i) => (
        <li key={tour.slug}>
          <TourCard tour={tour} priority={firstPhotoIsMain && i === 0} />
        </li>
      ))}
    </ul>
  );
}

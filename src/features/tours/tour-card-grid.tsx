// Tour cards in the order given: the home page passes the first few, /tours all of them.
import type { ReactNode } from 'react';
import type { Tour } from '../../generated/config-types.ts';
import { TourCard } from './tour-card.tsx';
import './tour-card-grid.css';

interface TourCardGridProps {
  tours: readonly Tour[];
  /** Where the grid opens the page (/tours), its first photo is the page's main one: load it
   * first. Its cards are laid out at once: the first are on the first screen (measured: made
   * `lazy-render`, they cost /tours more than the others saved). */
  opensPage?: boolean;
  /** What each card shows over its photo's corner. */
  overPhoto?: (tour: Tour) => ReactNode;
}

export function TourCardGrid({ tours, opensPage = false, overPhoto }: TourCardGridProps) {
  return (
    <ul className="tour-card-grid">
      {tours.map((tour, i) => (
        <li key={tour.slug}>
          <TourCard tour={tour} priority={opensPage && i === 0} lazyRender={!opensPage} overPhoto={overPhoto?.(tour)} />
        </li>
      ))}
    </ul>
  );
}

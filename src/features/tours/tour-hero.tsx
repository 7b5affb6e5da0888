// The top of a tour page: its photo full width under the transparent header, name and price.
import { Photo } from '../../components/photo.tsx';
import type { Tour } from '../../generated/config-types.ts';
import { formatDuration, formatPrice } from '../../lib/format.ts';
import './tour-hero.css';

export function TourHero({ tour }: { tour: Tour }) {
  return (
    <div className="tour-hero">
      <Photo className="tour-hero__photo" name={tour.card.image} alt={tour.card.alt} sizes="100vw" priority />
      <div className="tour-hero__text">
        <div className="container">
          <h1>{tour.name}</h1>
          <p>
            {formatDuration(tour.duration)} · {formatPrice(tour.price)}
          </p>
          {/* On narrow screens the booking panel comes after the tour's story. */}
          <a className="button tour-hero__book" href="#book">
            Check availability
          </a>
        </div>
      </div>
    </div>
  );
}

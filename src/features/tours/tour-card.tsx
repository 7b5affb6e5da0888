// One tour in the lists on / and /tours: photo, name, description and the "View Tour" link.
import { useId } from 'react';
import { Link } from 'wouter';
import { Photo } from '../../components/photo.tsx';
import type { Tour } from '../../generated/config-types.ts';
import './tour-card.css';

/** A card is a third of the page wide above 1024 px, half of it above 768 px, else all of it. */
export const TOUR_CARD_PHOTO_SIZES = '(min-width: 1025px) 400px, (min-width: 769px) 50vw, 100vw';

export function TourCard({ tour, priority = false }: { tour: Tour; priority?: boolean }) {
  const titleId = useId();
  return (
    <article className="tour-card" aria-labelledby={titleId}>
      <Photo
        className="tour-card__photo"
        name={tour.card.image}
        alt={tour.card.alt}
        sizes={TOUR_CARD_PHOTO_SIZES}
        priority={priority}
      />
      <div className="tour-card__body">
        <h3 className="tour-card__title" id={titleId}>
          {tour.name}
        </h3>
        <p className="tour-card__description">{tour.card.description}</p>
        <Link href={`/tours/${tour.slug}`} className="button tour-card__link">
          View Tour<span className="visually-hidden">: {tour.name}</span>
        </Link>
      </div>
    </article>
  );
}

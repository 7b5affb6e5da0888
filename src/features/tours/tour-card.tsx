// One tour in the lists on / and /tours: photo, name, description, duration, languages and
// price, and the next departure once the site knows it. The card has one link, on its name,
// stretched over the whole card (::after), so a tap anywhere on it opens the tour while its
// accessible name stays the tour's name.
import { Photo } from '../../components/photo.tsx';
import type { Tour } from '../../generated/config-types.ts';
import { useFormatters } from '../../lib/format.ts';
import type { ReactNode } from 'react';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import './tour-card.css';

/** A card is a third of the page wide above 1024 px, half of it above 768 px, else all of it. */
export const TOUR_CARD_PHOTO_SIZES = '(min-width: 1025px) 400px, (min-width: 769px) 50vw, 100vw';

interface TourCardProps {
  tour: Tour;
  /** Its photo is the page's main one. */
  priority?: boolean;
  /** Laid out only once it comes near the screen (`.lazy-render`): a card below a phone's first screen. */
  lazyRender?: boolean;
  /** Shown over the photo's corner (the page composes it: the next departure's island). */
  overPhoto?: ReactNode;
}

export function TourCard({ tour, priority = false, lazyRender = false, overPhoto }: TourCardProps) {
  const text = useTexts('tours')[tour.slug];
  const words = useTexts('tourList');
  const f = useFormatters();
  const to = useLocalPath();
  if (!text) return null;
  return (
    <article className={lazyRender ? 'tour-card lazy-render' : 'tour-card'}>
      <Photo
        className="tour-card__photo"
        name={tour.card.image}
        alt={text.card.alt}
        sizes={TOUR_CARD_PHOTO_SIZES}
        priority={priority}
      />
      {overPhoto}
      <div className="tour-card__body">
        <h3 className="tour-card__title">
          <a href={to(`/tours/${tour.slug}`)} className="tour-card__link">
            {text.name}
          </a>
        </h3>
        <p className="tour-card__description">{text.card.description}</p>
        <p className="tour-card__facts">
          {f.duration(tour.duration)} · {f.languages(tour.languages)}
        </p>
        <p className="tour-card__price">{f.price(tour.price)}</p>
        {/* What the card does, shown as a button; the link above already says it to assistive technology. */}
        <span className="button tour-card__cta" aria-hidden="true">
          {words.viewTour}
        </span>
      </div>
    </article>
  );
}

// The top of a tour page: its photo full width under the transparent header, name, price and
// the cancellation window (what a visitor decides on first).
import { Photo } from '../../components/photo.tsx';
import { BOOKING_PANEL_ID } from '../../lib/tour-anchors.ts';
import type { Tour } from '../../generated/config-types.ts';
import type { TourText } from '../../generated/i18n-types.ts';
import { useFormatters } from '../../lib/format.ts';
import { format, useTexts } from '../../lib/texts.ts';
import { tourHeroSizes, tourHeroSquare } from './tour-hero-crop.ts';
import './tour-hero.css';

export function TourHero({ tour, text }: { tour: Tour; text: TourText }) {
  const words = useTexts('tour');
  const { format: formatWords } = useTexts('common');
  const f = useFormatters();
  return (
    <div className="tour-hero">
      <Photo
        className="tour-hero__photo"
        name={tour.card.image}
        alt={text.card.alt}
        sizes={tourHeroSizes}
        cropped={tourHeroSquare}
        priority
      />
      <div className="tour-hero__text">
        <div className="container">
          <h1>{text.name}</h1>
          <p>
            {f.duration(tour.duration)} · {f.price(tour.price)}
          </p>
          <p>{format(formatWords.freeCancellationShort, { window: f.cancellationWindow(tour.cancellationHours) })}</p>
          {/* On narrow screens the booking panel comes after the tour's story. */}
          <a className="button tour-hero__book" href={`#${BOOKING_PANEL_ID}`}>
            {words.checkAvailability}
          </a>
        </div>
      </div>
    </div>
  );
}

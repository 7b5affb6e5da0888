// /tours/:slug — one page for every tour in tours.yaml; an unknown slug gets the placeholder.
import { use } from 'react';
import { ComingSoon } from '../../components/coming-soon.tsx';
import type { Tour } from '../../generated/config-types.ts';
import type { TourText } from '../../generated/i18n-types.ts';
import { StickyBookingBar } from '../../features/booking/sticky-booking-bar.tsx';
import { deferred, staticPart } from '../../lib/deferred.tsx';
import { loadTour, useLanguage } from '../../lib/texts.ts';
import './tour-page.css';

// The hero (photo, name, price and a link to the booking panel), the facts and the story are
// text and links: prerendered, they need no code, nor the photos' sizes (lib/deferred.tsx).
const TourHero = staticPart('tour-hero', () =>
  import('../../features/tours/tour-hero.tsx').then((module) => module.TourHero),
);
const TourMain = staticPart(
  'tour-main',
  async () => {
    const [{ TourFactsList }, { TourOverview }] = await Promise.all([
      import('../../features/tours/tour-facts-list.tsx'),
      import('../../features/tours/tour-overview.tsx'),
    ]);
    return function TourMain({ tour, text }: { tour: Tour; text: TourText }) {
      return (
        <>
          <TourFactsList tour={tour} text={text} />
          <TourOverview tour={tour} text={text} />
        </>
      );
    };
  },
  'tour-page__main',
);
// On a phone the booking panel is below the first screen: its code and texts load as the
// visitor nears it, or at once where it is in view (a laptop).
const BookingPanel = deferred('book', () =>
  import('../../features/booking/booking-panel.tsx').then((module) => module.BookingPanel),
);

export default function TourPage({ params }: { params: { slug?: string } }) {
  const tour = use(loadTour(useLanguage(), params.slug ?? ''));
  if (!tour) return <ComingSoon page="tour" />;
  const { facts, text } = tour;
  return (
    // Keyed by tour so that moving from one tour page to another starts a fresh booking panel.
    <article className="tour-page" key={facts.slug}>
      <TourHero tour={facts} text={text} />
      <div className="container">
        <div className="tour-page__body">
          <TourMain tour={facts} text={text} />
          <div className="tour-page__booking" id="book">
            <BookingPanel tour={facts} name={text.name} />
          </div>
        </div>
      </div>
      <StickyBookingBar tour={facts} heroButton=".tour-hero__book" panelId="book" />
    </article>
  );
}

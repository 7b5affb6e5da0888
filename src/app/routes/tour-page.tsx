// /tours/:slug — one page for every tour in tours.yaml; an unknown slug gets the placeholder.
import { use } from 'react';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { BookingPanel } from '../../features/booking/booking-panel.tsx';
import { StickyBookingBar } from '../../features/booking/sticky-booking-bar.tsx';
import { TourFactsList } from '../../features/tours/tour-facts-list.tsx';
import { TourHero } from '../../features/tours/tour-hero.tsx';
import { TourOverview } from '../../features/tours/tour-overview.tsx';
import { loadTourText, useLanguage } from '../../lib/texts.ts';
import { findTour } from '../../lib/tours.ts';
import './tour-page.css';

export default function TourPage({ params }: { params: { slug?: string } }) {
  const tour = findTour(params.slug ?? '');
  const lang = useLanguage();
  // Only a tour that exists has texts to load (React's `use` may be called conditionally).
  const text = tour && use(loadTourText(lang, tour.slug));
  if (!tour || !text) return <ComingSoon page="tour" />;
  return (
    // Keyed by tour so that moving from one tour page to another starts a fresh booking panel.
    <article className="tour-page" key={tour.slug}>
      <TourHero tour={tour} text={text} />
      <div className="container">
        <div className="tour-page__body">
          <div className="tour-page__main">
            <TourFactsList tour={tour} text={text} />
            <TourOverview tour={tour} text={text} />
          </div>
          <div className="tour-page__booking" id="book">
            <BookingPanel tour={tour} name={text.name} />
          </div>
        </div>
      </div>
      <StickyBookingBar tour={tour} heroButton=".tour-hero__book" panelId="book" />
    </article>
  );
}

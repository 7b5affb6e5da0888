// /tours/:slug — one page for every tour in tours.yaml; an unknown slug gets the placeholder.
import { ComingSoon } from '../../components/coming-soon.tsx';
import { BookingPanel } from '../../features/booking/booking-panel.tsx';
import { TourFactsList } from '../../features/tours/tour-facts-list.tsx';
import { TourHero } from '../../features/tours/tour-hero.tsx';
import { TourOverview } from '../../features/tours/tour-overview.tsx';
import { findTour } from '../../lib/tours.ts';
import './tour-page.css';

export default function TourPage({ params }: { params: { slug?: string } }) {
  const tour = findTour(params.slug ?? '');
  if (!tour) return <ComingSoon text="Tour Information Page - Coming Soon" />;
  return (
    // Keyed by tour so that moving from one tour page to another starts a fresh booking panel.
    <article className="tour-page" key={tour.slug}>
      <TourHero tour={tour} />
      <div className="container">
        <div className="tour-page__body">
          <div className="tour-page__main">
            <TourFactsList tour={tour} />
            <TourOverview tour={tour} />
          </div>
          <div className="tour-page__booking" id="book">
            <BookingPanel tour={tour} />
          </div>
        </div>
      </div>
    </article>
  );
}

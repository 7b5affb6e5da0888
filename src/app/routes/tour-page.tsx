// /tours/:slug — one page for every tour in tours.yaml; an unknown slug gets the placeholder.
import { use } from 'react';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { BOOKING_PANEL_ID } from '../../lib/tour-anchors.ts';
import BookingPanel from '../../features/booking/booking-panel.island.tsx';
import StickyBookingBar from '../../features/booking/sticky-booking-bar.island.tsx';
import { stickyPrice } from '../../features/booking/sticky-price.ts';
import { TourFactsList } from '../../features/tours/tour-facts-list.tsx';
import { TourHero } from '../../features/tours/tour-hero.tsx';
import { TourOverview } from '../../features/tours/tour-overview.tsx';
import { BUILD_ID } from '../../lib/build-id.ts';
import { useFormatters } from '../../lib/format.ts';
import { loadTour, useLanguage, useTexts } from '../../lib/texts.ts';
import { Island } from '../islands/island-html.tsx';
import './tour-page.css';

export default function TourPage({ params }: { params: { slug?: string } }) {
  const tour = use(loadTour(useLanguage(), params.slug ?? ''));
  const words = useTexts('tour');
  const f = useFormatters();
  if (!tour) return <ComingSoon page="tour" />;
  const { facts, text } = tour;
  return (
    <article className="tour-page">
      <TourHero tour={facts} text={text} />
      <div className="container">
        <div className="tour-page__body">
          <div className="tour-page__main">
            <TourFactsList tour={facts} text={text} />
            <TourOverview tour={facts} text={text} />
          </div>
          <div className="tour-page__booking" id={BOOKING_PANEL_ID}>
            <Island of={BookingPanel} tour={facts} name={text.name} cacheBuster={BUILD_ID} />
          </div>
        </div>
      </div>
      <Island
        of={StickyBookingBar}
        priceLine={stickyPrice(facts, words.stickyPrice, f)}
        label={words.checkAvailability}
        heroButton=".tour-hero__book"
        panelId={BOOKING_PANEL_ID}
      />
    </article>
  );
}

import { CardDeparture } from '../card-departure.tsx';
import { FaqAccordion } from '../../features/faq/faq-accordion.tsx';
import { Hero } from '../../features/home/hero.tsx';
import { PartnerStrip } from '../../features/home/partner-strip.tsx';
import { Testimonials } from '../../features/home/testimonials.tsx';
import { TourCardGrid } from '../../features/tours/tour-card-grid.tsx';
import { format, useTexts } from '../../lib/texts.ts';
import { homeTours, toursInCardOrder } from '../../lib/tours.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import './home-page.css';

export default function HomePage() {
  const home = useTexts('home');
  const to = useLocalPath();
  return (
    <>
      <Hero />
      <PartnerStrip />
      <section className="section" aria-labelledby="home-tours-title">
        <div className="container" id="home-tours">
          <h2 id="home-tours-title" className="section-title">
            {home.popularTours}
          </h2>
          <TourCardGrid tours={homeTours} overPhoto={(tour) => <CardDeparture tour={tour} />} />
          {toursInCardOrder.length > homeTours.length && (
            <p className="home-tours__all">
              <a href={to('/tours')} className="button button--ghost">
                {format(home.allToursLink, { count: toursInCardOrder.length })}
              </a>
            </p>
          )}
        </div>
      </section>
      <Testimonials />
      <FaqAccordion />
    </>
  );
}

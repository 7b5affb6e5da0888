import { FaqAccordion } from '../../features/faq/faq-accordion.tsx';
import { Hero } from '../../features/home/hero.tsx';
import { PartnerStrip } from '../../features/home/partner-strip.tsx';
import { deferred } from '../../lib/deferred.tsx';
import { useTexts } from '../../lib/texts.ts';

// Below the first screen of a phone, the tours and the testimonials (links and text, nothing a
// tap needs code for) load their code and texts as the visitor reaches them (lib/deferred.tsx);
// the prerendered parts show meanwhile. The FAQ answers taps, so its code comes with the page.
const HomeTours = deferred('home-tours', async () => {
  const [{ TourCardGrid }, { homeTours }] = await Promise.all([
    import('../../features/tours/tour-card-grid.tsx'),
    import('../../lib/tours.ts'),
  ]);
  return function HomeTours() {
    return <TourCardGrid tours={homeTours} />;
  };
});
const Testimonials = deferred('home-testimonials', () =>
  import('../../features/home/testimonials.tsx').then((module) => module.Testimonials),
);

export default function HomePage() {
  const home = useTexts('home');
  return (
    <>
      <Hero />
      <PartnerStrip />
      <section className="section" aria-labelledby="home-tours-title">
        <div className="container" id="home-tours">
          <h2 id="home-tours-title" className="section-title">
            {home.popularTours}
          </h2>
          <HomeTours />
        </div>
      </section>
      <div id="home-testimonials">
        <Testimonials />
      </div>
      <FaqAccordion />
    </>
  );
}

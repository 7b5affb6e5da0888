import { Hero } from '../../features/home/hero.tsx';
import { PartnerStrip } from '../../features/home/partner-strip.tsx';
import { deferred, staticPart } from '../../lib/deferred.tsx';
import { useTexts } from '../../lib/texts.ts';

// The tour cards and the testimonials are text and links: prerendered, they need no code nor
// texts. The FAQ, below a phone's first screen, loads its code and texts as the visitor nears it
// (lib/deferred.tsx); the prerendered answers show meanwhile.
const HomeTours = staticPart('home-tour-cards', async () => {
  const [{ TourCardGrid }, { homeTours }] = await Promise.all([
    import('../../features/tours/tour-card-grid.tsx'),
    import('../../lib/tours.ts'),
  ]);
  return function HomeTours() {
    return <TourCardGrid tours={homeTours} />;
  };
});
const Testimonials = staticPart('home-testimonials', () =>
  import('../../features/home/testimonials.tsx').then((module) => module.Testimonials),
);
const FaqAccordion = deferred('home-faq', () =>
  import('../../features/faq/faq-accordion.tsx').then((module) => module.FaqAccordion),
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
      <Testimonials />
      <div id="home-faq">
        <FaqAccordion />
      </div>
    </>
  );
}

import { deferred, staticPart } from '../../lib/deferred.tsx';
import { useTexts } from '../../lib/texts.ts';

// The hero, the partners, the tour cards and the testimonials are text, links and photos:
// prerendered, they need no code nor texts. The FAQ, below a phone's first screen, loads its
// code and texts as the visitor nears it (lib/deferred.tsx); the prerendered answers show
// meanwhile.
const Hero = staticPart('home-hero', () => import('../../features/home/hero.tsx').then((module) => module.Hero));
const PartnerStrip = staticPart('home-partners', () =>
  import('../../features/home/partner-strip.tsx').then((module) => module.PartnerStrip),
);
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

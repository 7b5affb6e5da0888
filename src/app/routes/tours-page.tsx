// /tours — every tour's card, in the order of tours.yaml `cardOrder`.
import { staticPart } from '../../lib/deferred.tsx';
import { format, useTexts } from '../../lib/texts.ts';

// The count and the cards are text and links: where the page was prerendered they need no code,
// nor the tours' facts and texts (lib/deferred.tsx), however many tours there are.
const ToursIntro = staticPart('tours-intro', async () => {
  const { toursInCardOrder } = await import('../../lib/tours.ts');
  return function ToursIntro() {
    return <p>{format(useTexts('tourList').intro, { count: toursInCardOrder.length })}</p>;
  };
});
const AllTours = staticPart('all-tours', async () => {
  const [{ TourCardGrid }, { toursInCardOrder }] = await Promise.all([
    import('../../features/tours/tour-card-grid.tsx'),
    import('../../lib/tours.ts'),
  ]);
  return function AllTours() {
    return <TourCardGrid tours={toursInCardOrder} opensPage />;
  };
});

export default function ToursPage() {
  const words = useTexts('tourList');
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{words.title}</h1>
          <ToursIntro />
        </div>
      </section>
      <section className="section" aria-labelledby="all-tours-title">
        <div className="container">
          <h2 id="all-tours-title" className="visually-hidden">
            {words.allTours}
          </h2>
          <AllTours />
        </div>
      </section>
    </>
  );
}

import { Link } from 'wouter';
import { staticPart } from '../lib/deferred.tsx';
import { useTexts } from '../lib/texts.ts';
import { useLocalPath } from '../lib/use-local-path.ts';
import './coming-soon.css';

// Links only: prerendered, the list needs neither code nor the catalogue (lib/deferred.tsx).
const TourLinks = staticPart('coming-soon-tours', async () => {
  const { toursInCardOrder } = await import('../lib/tours.ts');
  return function TourLinks() {
    const tours = useTexts('tours');
    const to = useLocalPath();
    return (
      <ul className="coming-soon__tours">
        {toursInCardOrder.map((tour) => (
          <li key={tour.slug}>
            <Link href={to(`/tours/${tour.slug}`)}>{tours[tour.slug]?.name}</Link>
          </li>
        ))}
      </ul>
    );
  };
});

/** The spec's placeholder for tour and booking pages that do not exist (served with 404), with
 * the tours that do exist, so a mistyped address still leads somewhere. */
export function ComingSoon({ page }: { page: 'tour' | 'booking' }) {
  const comingSoon = useTexts('comingSoon');
  const title = page === 'tour' ? comingSoon.tourTitle : comingSoon.bookingTitle;
  const to = useLocalPath();
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{title}</h1>
        </div>
      </section>
      <section className="section">
        <div className="container text-center">
          <p>{comingSoon.meantime}</p>
          <TourLinks />
          <Link href={to('/tours')} className="button">
            {comingSoon.allTours}
          </Link>
        </div>
      </section>
    </>
  );
}

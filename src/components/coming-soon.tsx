import { toursInCardOrder } from '../lib/tours.ts';
import { useTexts } from '../lib/texts.ts';
import { useLocalPath } from '../lib/use-local-path.ts';
import './coming-soon.css';

/** Every tour, by name, linking its page: where an address led nowhere. */
export function TourLinks() {
  const tours = useTexts('tours');
  const to = useLocalPath();
  return (
    <ul className="coming-soon__tours">
      {toursInCardOrder.map((tour) => (
        <li key={tour.slug}>
          <a href={to(`/tours/${tour.slug}`)}>{tours[tour.slug]?.name}</a>
        </li>
      ))}
    </ul>
  );
}

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
          <a href={to('/tours')} className="button">
            {comingSoon.allTours}
          </a>
        </div>
      </section>
    </>
  );
}

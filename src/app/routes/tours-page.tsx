// /tours — every tour's card, in the order of tours.yaml `cardOrder`.
import { CardDeparture } from '../card-departure.tsx';
import { TourCardGrid } from '../../features/tours/tour-card-grid.tsx';
import { format, useTexts } from '../../lib/texts.ts';
import { toursInCardOrder } from '../../lib/tours.ts';

export default function ToursPage() {
  const words = useTexts('tourList');
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{words.title}</h1>
          <p>{format(words.intro, { count: toursInCardOrder.length })}</p>
        </div>
      </section>
      <section className="section" aria-labelledby="all-tours-title">
        <div className="container">
          <h2 id="all-tours-title" className="visually-hidden">
            {words.allTours}
          </h2>
          <TourCardGrid tours={toursInCardOrder} opensPage overPhoto={(tour) => <CardDeparture tour={tour} />} />
        </div>
      </section>
    </>
  );
}

// /tours — every tour's card, in the order of tours.yaml `cardOrder`.
import { TourCardGrid } from '../../features/tours/tour-card-grid.tsx';
import { toursInCardOrder } from '../../lib/tours.ts';

export default function ToursPage() {
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>Our Tours of Rome</h1>
          <p>
            {toursInCardOrder.length} expert-guided tours of the Eternal City, in small groups and in your language.
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="all-tours">
        <div className="container">
          <h2 id="all-tours" className="visually-hidden">
            All tours
          </h2>
          <TourCardGrid tours={toursInCardOrder} firstPhotoIsMain />
        </div>
      </section>
    </>
  );
}

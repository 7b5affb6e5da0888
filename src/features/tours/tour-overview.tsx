// The tour's description, its highlights and its cancellation policy (from cancellationHours).
import type { Tour } from '../../generated/config-types.ts';
import { cancellationPolicy } from '../../lib/format.ts';
import './tour-overview.css';

export function TourOverview({ tour }: { tour: Tour }) {
  return (
    <div className="tour-overview">
      <section aria-labelledby="tour-about">
        <h2 id="tour-about">About this tour</h2>
        <p className="tour-overview__description">{tour.description}</p>
      </section>
      <section aria-labelledby="tour-highlights">
        <h2 id="tour-highlights">Highlights</h2>
        <ul className="tour-overview__highlights">
          {tour.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tour-cancellation">
        <h2 id="tour-cancellation">Cancellation policy</h2>
        <p className="tour-overview__cancellation">{cancellationPolicy(tour.cancellationHours)}</p>
      </section>
    </div>
  );
}

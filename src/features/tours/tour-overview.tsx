// What the price includes and leaves out, the tour's description, its highlights, what to know
// before going (dress code, ID and security, what to bring, access) and its cancellation policy
// (from cancellationHours).
import type { Tour } from '../../generated/config-types.ts';
import type { TourText } from '../../generated/i18n-types.ts';
import { useFormatters } from '../../lib/format.ts';
import { KNOW_BEFORE_YOU_GO_ID } from '../../lib/tour-anchors.ts';
import { useTexts } from '../../lib/texts.ts';
import './tour-overview.css';

export function TourOverview({ tour, text }: { tour: Tour; text: TourText }) {
  const words = useTexts('tour');
  const f = useFormatters();
  return (
    <div className="tour-overview">
      {/* First, beside the facts above: whether the tickets are in the price is what visitors decide on. */}
      <div className="tour-overview__included">
        <section aria-labelledby="tour-included">
          <h2 id="tour-included">{words.included}</h2>
          <ul>
            {text.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="tour-not-included">
          <h2 id="tour-not-included">{words.notIncluded}</h2>
          <ul>
            {text.notIncluded.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="tour-about">
        <h2 id="tour-about">{words.aboutTour}</h2>
        <p className="tour-overview__description">{text.description}</p>
      </section>
      <section aria-labelledby="tour-highlights">
        <h2 id="tour-highlights">{words.highlights}</h2>
        <ul className="tour-overview__highlights">
          {text.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </section>
      <section id={KNOW_BEFORE_YOU_GO_ID} aria-labelledby="tour-know">
        <h2 id="tour-know">{words.knowBeforeYouGo}</h2>
        <ul className="tour-overview__know">
          {text.knowBeforeYouGo.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tour-cancellation">
        <h2 id="tour-cancellation">{words.cancellation}</h2>
        <p className="tour-overview__cancellation">{f.cancellationPolicy(tour.cancellationHours)}</p>
      </section>
    </div>
  );
}

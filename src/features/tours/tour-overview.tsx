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
        <TextList titleId="tour-included" title={words.included} items={text.included} />
        <TextList titleId="tour-not-included" title={words.notIncluded} items={text.notIncluded} />
      </div>
      <section aria-labelledby="tour-about">
        <h2 id="tour-about">{words.aboutTour}</h2>
        <p className="tour-overview__description">{text.description}</p>
      </section>
      <TextList
        titleId="tour-highlights"
        title={words.highlights}
        items={text.highlights}
        className="tour-overview__highlights"
      />
      <TextList
        id={KNOW_BEFORE_YOU_GO_ID}
        titleId="tour-know"
        title={words.knowBeforeYouGo}
        items={text.knowBeforeYouGo}
        className="tour-overview__know"
      />
      <section aria-labelledby="tour-cancellation">
        <h2 id="tour-cancellation">{words.cancellation}</h2>
        <p className="tour-overview__cancellation">{f.cancellationPolicy(tour.cancellationHours)}</p>
      </section>
    </div>
  );
}

/** One of the tour's lists under its heading; `id` for a section other pages link to. */
function TextList(props: { id?: string; titleId: string; title: string; items: string[]; className?: string }) {
  return (
    <section id={props.id} aria-labelledby={props.titleId}>
      <h2 id={props.titleId}>{props.title}</h2>
      <ul className={props.className}>
        {props.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

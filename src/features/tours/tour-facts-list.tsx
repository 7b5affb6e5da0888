import type { Tour } from '../../generated/config-types.ts';
import type { TourText } from '../../generated/i18n-types.ts';
import { useFormatters } from '../../lib/format.ts';
import { mapsLink } from '../../lib/maps-link.ts';
import { useTexts } from '../../lib/texts.ts';
import { tourFacts } from './tour-facts.ts';
import './tour-facts-list.css';

export function TourFactsList({ tour, text }: { tour: Tour; text: TourText }) {
  const words = useTexts('tour');
  const f = useFormatters();
  return (
    <dl className="tour-facts">
      {tourFacts(tour, f, words).map((fact) => (
        <div key={fact.key} className={`tour-fact tour-fact--${fact.key}`}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
      <div className="tour-fact tour-fact--meeting-point">
        <dt>{words.meetingPoint}</dt>
        <dd>
          {text.meetingPoint}{' '}
          <a href={mapsLink(tour.meetingPoint)} target="_blank" rel="noopener noreferrer">
            {words.openInMaps}
          </a>
        </dd>
      </div>
    </dl>
  );
}

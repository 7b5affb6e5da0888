import type { Tour } from '../../generated/config-types.ts';
import { tourFacts } from './tour-facts.ts';
import './tour-facts-list.css';

export function TourFactsList({ tour }: { tour: Tour }) {
  return (
    <dl className="tour-facts">
      {tourFacts(tour).map((fact) => (
        <div key={fact.key} className={`tour-fact tour-fact--${fact.key}`}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

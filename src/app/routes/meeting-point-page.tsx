import { MapEmbed } from '../../features/meeting-point/map-embed.tsx';
import { site } from '../../generated/site.ts';
import { staticPart } from '../../lib/deferred.tsx';
import { useFormatters } from '../../lib/format.ts';
import { format, useTexts } from '../../lib/texts.ts';
import './meeting-point-page.css';

// Every tour's meeting point and the photos are text and links: prerendered, they need no code,
// nor the catalogue and the tours' names (lib/deferred.tsx).
const TourMeetingPoints = staticPart(
  'meeting-more',
  () => import('../../features/meeting-point/tour-meeting-points.tsx').then((module) => module.TourMeetingPoints),
  'meeting-point__more',
);

export default function MeetingPointPage() {
  const { meetingPoint, policies } = site;
  const words = useTexts('meetingPoint');
  const f = useFormatters();
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{words.title}</h1>
          <p>{words.subtitle}</p>
        </div>
      </section>
      <div className="container section meeting-point">
        <section className="prose" aria-labelledby="meeting-where">
          <h2 id="meeting-where">{words.place}</h2>
          <p>{words.directions}</p>
          <p>
            <strong>{f.label(words.address)}</strong> {meetingPoint.address}
          </p>
          <p>{format(words.arrive, { arrivalMinutes: policies.arrivalMinutes })}</p>
        </section>
        <MapEmbed />
        <TourMeetingPoints />
      </div>
    </>
  );
}

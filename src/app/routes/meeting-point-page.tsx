import MapEmbed from '../../features/meeting-point/map-embed.island.tsx';
import { TourMeetingPoints } from '../../features/meeting-point/tour-meeting-points.tsx';
import { site } from '../../generated/site.ts';
import { useFormatters } from '../../lib/format.ts';
import { format, useTexts } from '../../lib/texts.ts';
import { Island } from '../islands/island-html.tsx';
import './meeting-point-page.css';

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
        <Island of={MapEmbed} />
        <div className="meeting-point__more">
          <TourMeetingPoints />
        </div>
      </div>
    </>
  );
}

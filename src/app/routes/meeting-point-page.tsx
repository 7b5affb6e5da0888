import { Photo } from '../../components/photo.tsx';
import { MapEmbed } from '../../features/meeting-point/map-embed.tsx';
import { site } from '../../generated/site.ts';
import { mapsLink } from '../../lib/maps-link.ts';
import { photoLink } from '../../lib/photo-link.ts';
import { format, useTexts } from '../../lib/texts.ts';
import { toursInCardOrder } from '../../lib/tours.ts';
import './meeting-point-page.css';

export default function MeetingPointPage() {
  const { meetingPoint, policies } = site;
  const words = useTexts('meetingPoint');
  const tours = useTexts('tours');
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
            <strong>{words.address}:</strong> {meetingPoint.address}
          </p>
          <p>{format(words.arrive, { arrivalMinutes: policies.arrivalMinutes })}</p>
        </section>
        <MapEmbed />
        <section className="prose" aria-labelledby="meeting-all">
          <h2 id="meeting-all">{words.allPoints}</h2>
          <ul className="meeting-point__list">
            {toursInCardOrder.map((tour) => (
              <li key={tour.slug}>
                <strong>{tours[tour.slug]?.name}</strong>: {tours[tour.slug]?.meetingPoint}{' '}
                <a href={mapsLink(tour.meetingPoint)} target="_blank" rel="noopener noreferrer">
                  {words.openInMapsApp}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="meeting-photos">
          <h2 id="meeting-photos">{words.photosTitle}</h2>
          <ul className="meeting-point__gallery">
            {meetingPoint.photos.map((photo, i) => (
              <li key={photo}>
                <a href={photoLink(photo)} target="_blank" rel="noopener">
                  <Photo name={photo} alt={words.photoAlts[i] ?? ''} sizes="(max-width: 768px) 100vw, 33vw" />
                  <span className="visually-hidden"> {words.opensFullSize}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

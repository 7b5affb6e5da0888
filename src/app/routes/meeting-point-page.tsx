import { Photo } from '../../components/photo.tsx';
import { site } from '../../generated/site.ts';
import { MapEmbed } from '../../features/meeting-point/map-embed.tsx';
import { photoLink } from '../../lib/photo-link.ts';
import './meeting-point-page.css';

export default function MeetingPointPage() {
  const { meetingPoint, policies } = site;
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>Meeting Point</h1>
          <p>Where to find your guide</p>
        </div>
      </section>
      <div className="container section meeting-point">
        <section className="prose" aria-labelledby="meeting-where">
          <h2 id="meeting-where">{meetingPoint.title}</h2>
          <p>{meetingPoint.directions}</p>
          <p>
            <strong>Address:</strong> {meetingPoint.address}
          </p>
          <p>Please arrive {policies.arrivalMinutes} minutes before your tour starts.</p>
        </section>
        <MapEmbed />
        <section aria-labelledby="meeting-photos">
          <h2 id="meeting-photos">Photos of the meeting point</h2>
          <ul className="meeting-point__gallery">
            {meetingPoint.photos.map((photo) => (
              <li key={photo.image}>
                <a href={photoLink(photo.image)} target="_blank" rel="noopener">
                  <Photo name={photo.image} alt={photo.alt} sizes="(max-width: 768px) 100vw, 33vw" />
                  <span className="visually-hidden"> (opens full size in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

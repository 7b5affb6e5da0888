// Below the meeting point's directions: where each tour meets, with a maps link each, and the
// photos of the place.
import { Photo } from '../../components/photo.tsx';
import { site } from '../../generated/site.ts';
import { mapsLink } from '../../lib/maps-link.ts';
import { photoLink } from '../../lib/photo-link.ts';
import { useFormatters } from '../../lib/format.ts';
import { useTexts } from '../../lib/texts.ts';
import { toursInCardOrder } from '../../lib/tours.ts';

export function TourMeetingPoints() {
  const words = useTexts('meetingPoint');
  const tours = useTexts('tours');
  const f = useFormatters();
  return (
    <>
      <section className="prose" aria-labelledby="meeting-all">
        <h2 id="meeting-all">{words.allPoints}</h2>
        <ul className="meeting-point__list">
          {toursInCardOrder.map((tour) => {
            const name = tours[tour.slug]?.name ?? tour.slug;
            return (
              <li key={tour.slug}>
                <strong>{f.label(name)}</strong> {tours[tour.slug]?.meetingPoint}{' '}
                <a href={mapsLink(tour.meetingPoint)} target="_blank" rel="noopener noreferrer">
                  {words.openInMapsApp}
                  {/* Twelve links read out of context (a screen reader's list of links) say whose. */}
                  <span className="visually-hidden"> ({name})</span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="meeting-photos">
        <h2 id="meeting-photos">{words.photosTitle}</h2>
        <ul className="meeting-point__gallery">
          {site.meetingPoint.photos.map((photo, i) => (
            <li key={photo}>
              <a href={photoLink(photo)} target="_blank" rel="noopener">
                <Photo name={photo} alt={words.photoAlts[i] ?? ''} sizes="(max-width: 768px) 100vw, 33vw" />
                <span className="visually-hidden"> {words.opensFullSize}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

// Tours of Rome meet in or near Rome. Coordinates far from it are a slip: latitude and longitude
// swapped (12.49, 41.89 is in Ethiopia), a sign or a digit lost. The limit leaves room for a day
// trip that meets at its site (Pompeii is some 210 km away as the crow flies).
import { problemAt } from '../yaml-file.ts';
import type { Rule } from './rule.ts';

const ROME = { lat: 41.8933, lng: 12.4829 };
const LIMIT_KM = 300;

/** Great-circle distance in km (haversine). */
function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export const meetingPointsNearRome: Rule = {
  name: 'meeting-points-near-rome',
  needs: ['tours'],
  run: ({ tours: { file, data } }) =>
    data.tours.flatMap(({ meetingPoint: { lat, lng } }, i) => {
      const km = Math.round(kmBetween(ROME, { lat, lng }));
      if (km <= LIMIT_KM) return [];
      const swapped = kmBetween(ROME, { lat: lng, lng: lat }) <= LIMIT_KM;
      const fix = swapped
        ? `lat and lng look swapped: write { lat: ${lng}, lng: ${lat} }`
        : 'check the coordinates (Rome is about lat 41.9, lng 12.5)';
      return [
        problemAt(
          file,
          ['tours', i, 'meetingPoint'],
          `is ${km.toLocaleString('en')} km from Rome, more than ${LIMIT_KM}: ${fix}`,
        ),
      ];
    }),
};

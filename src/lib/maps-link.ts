// A link that opens a place in the visitor's maps app (or the maps site): nothing loads until
// it is tapped, so it needs no consent.
import type { Coordinates } from '../generated/config-types.ts';

export function mapsLink({ lat, lng }: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

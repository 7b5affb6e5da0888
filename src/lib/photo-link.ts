import { photos } from '../generated/photos.ts';
import { photoUrl, photoWidths } from './photo-variants.ts';

/** Address of the largest JPEG variant of a photo no wider than `maxWidth` (for links, previews). */
export function photoLink(name: string, maxWidth = Number.POSITIVE_INFINITY): string {
  const photo = photos[name];
  if (!photo) throw new Error(`Photo ${name} is not in src/generated/photos.ts: run npm run check`);
  const widths = photoWidths(photo);
  const width = [...widths].reverse().find((w) => w <= maxWidth) ?? widths[0]!;
  return photoUrl(photo, width, 'jpg');
}

// The names and sizes of the resized photo variants. Components build their srcset from this and
// scripts/images.ts writes the files under the same names, so the two cannot drift apart.
// Pure on purpose: it is bundled into the client.

/** Widths the layout asks for: card thumbnails up to the full-bleed hero on wide screens. */
export const PHOTO_WIDTHS = [480, 800, 1200, 1920] as const;
/** Best first, as a <picture> lists its <source>s; jpg is the fallback every browser reads. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export interface PhotoInfo {
  /** Name in photos/, e.g. "colosseum.jpg". */
  file: string;
  width: number;
  height: number;
  /** First 10 hex characters of the sha256 of the file, so a changed photo gets new URLs. */
  hash: string;
}

/** The widths to make of a photo: never larger than the original, which is never upscaled. */
export function photoWidths(photo: PhotoInfo): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((width) => width <= photo.width);
  return widths.length > 0 ? widths : [photo.width];
}

/** `/img/colosseum.0a1b2c3d4e-800.avif`: content-addressed, so it can be cached forever. */
export function photoUrl(photo: PhotoInfo, width: number, format: PhotoFormat): string {
  const stem = photo.file.replace(/\.[^./]+$/, '');
  return `/img/${stem}.${photo.hash}-${width}.${format}`;
}

export function photoSrcSet(photo: PhotoInfo, format: PhotoFormat): string {
  return photoWidths(photo)
    .map((width) => `${photoUrl(photo, width, format)} ${width}w`)
    .join(', ');
}

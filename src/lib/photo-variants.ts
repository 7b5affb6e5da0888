// The names and sizes of the resized photo variants. Components build their srcset from this and
// scripts/images.ts writes the files under the same names, so the two cannot drift apart.
// Pure on purpose: it is bundled into the client.
import { WIDEST_FRAME } from './photo-frames.ts';

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

/**
 * A shape to cut a photo to, width:height (9:16 is a phone held upright): the largest part of
 * that shape from the photo's centre, which is the part `object-fit: cover` shows.
 */
export interface PhotoCrop {
  width: number;
  height: number;
}

/** The size in pixels of a photo, or of its crop: never larger than the photo. */
export function photoSize(photo: PhotoInfo, crop?: PhotoCrop): { width: number; height: number } {
  if (!crop) return { width: photo.width, height: photo.height };
  const ratio = crop.width / crop.height;
  return photo.width / photo.height > ratio
    ? { width: Math.round(photo.height * ratio), height: photo.height }
    : { width: photo.width, height: Math.round(photo.width / ratio) };
}

/** The widths to make of a photo (or its crop): the layout's widths up to its own, never
 * upscaled; and below WIDEST_FRAME, its own width too where it has a tenth more pixels than the
 * widest of them. So a 700 px portrait is offered at 700, not only at 480: a photo the
 * configuration check finds large enough for its frame is shown sharp. */
export function photoWidths(photo: PhotoInfo, crop?: PhotoCrop): number[] {
  const { width } = photoSize(photo, crop);
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  const widest = widths.at(-1) ?? 0;
  return width > widest * 1.1 && width < WIDEST_FRAME ? [...widths, width] : widths;
}

/** `/img/colosseum.0a1b2c3d4e-800.avif`, a crop `/img/hero.0a1b2c3d4e-9x16-800.avif`: content-addressed, so it can be cached forever. */
export function photoUrl(photo: PhotoInfo, width: number, format: PhotoFormat, crop?: PhotoCrop): string {
  const stem = photo.file.replace(/\.[^./]+$/, '');
  const shape = crop ? `-${crop.width}x${crop.height}` : '';
  return `/img/${stem}.${photo.hash}${shape}-${width}.${format}`;
}

export function photoSrcSet(photo: PhotoInfo, format: PhotoFormat, crop?: PhotoCrop): string {
  return photoWidths(photo, crop)
    .map((width) => `${photoUrl(photo, width, format, crop)} ${width}w`)
    .join(', ');
}

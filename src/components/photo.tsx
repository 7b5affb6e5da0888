// A photo from photos/ in AVIF and WebP with a JPEG fallback, at the widths the build made.
// Width and height are always set (from the photo itself) so nothing shifts while it loads.
import { photos } from '../generated/photos.ts';
import { MAIN_PHOTO_TIMING } from '../lib/islands.ts';
import { PHOTO_FORMATS, photoSize, photoSrcSet, photoUrl, photoWidths, type PhotoCrop } from '../lib/photo-variants.ts';

/** Screens matching `media` get the photo already cut to `crop`. */
export interface CroppedSource {
  crop: PhotoCrop;
  media: string;
}

interface PhotoProps {
  /** File name in photos/, as written in the YAML. */
  name: string;
  alt: string;
  /** The `sizes` attribute: how wide the photo is displayed. A photo that covers its box
   * (object-fit: cover) can show wider than the box, by how much depends on its shape: then a
   * function of the shape (width / height) of the photo, or of its crop. */
  sizes: string | ((ratio: number) => string);
  /** Where the layout shows only a part of a different shape (a cover on an upright phone):
   * those screens download just that part. The build must make the crop (scripts/images.ts). */
  cropped?: CroppedSource;
  /** The page's main (LCP) image: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  onError?: () => void;
}

export function Photo({ name, alt, sizes, cropped, priority = false, className, onError }: PhotoProps) {
  const photo = photos[name];
  if (!photo) throw new Error(`Photo ${name} is not in src/generated/photos.ts: run npm run check`);
  const widths = photoWidths(photo);
  const fallbackWidth = widths.find((w) => w >= 800) ?? widths[widths.length - 1]!;
  const cut = cropped && { ...cropped, size: photoSize(photo, cropped.crop) };
  const sizesFor = (size: { width: number; height: number }) =>
    typeof sizes === 'string' ? sizes : sizes(size.width / size.height);
  const photoSizes = sizesFor(photo);
  return (
    <picture className={className}>
      {/* The first <source> that matches wins: the crop (in every format, JPEG too) before the rest. */}
      {cut &&
        PHOTO_FORMATS.map((format) => (
          <source
            key={`crop-${format}`}
            media={cut.media}
            type={`image/${format === 'jpg' ? 'jpeg' : format}`}
            srcSet={photoSrcSet(photo, format, cut.crop)}
            sizes={sizesFor(cut.size)}
            width={cut.size.width}
            height={cut.size.height}
          />
        ))}
      {PHOTO_FORMATS.filter((format) => format !== 'jpg').map((format) => (
        <source key={format} type={`image/${format}`} srcSet={photoSrcSet(photo, format)} sizes={photoSizes} />
      ))}
      <img
        src={photoUrl(photo, fallbackWidth, 'jpg')}
        srcSet={photoSrcSet(photo, 'jpg')}
        sizes={photoSizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        onError={onError}
        // The main photo is named for Element Timing: the bench times its paint, and the page's
        // code waits for its paint (src/app/runtime-start.ts).
        {...(priority ? { elementtiming: MAIN_PHOTO_TIMING } : {})}
      />
    </picture>
  );
}

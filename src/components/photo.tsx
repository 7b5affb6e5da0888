// A photo from photos/ in AVIF and WebP with a JPEG fallback, at the widths the build made.
// Width and height are always set (from the photo itself) so nothing shifts while it loads.
import { photos } from '../generated/photos.ts';
import { PHOTO_FORMATS, photoSrcSet, photoUrl, photoWidths } from '../lib/photo-variants.ts';

interface PhotoProps {
  /** File name in photos/, as written in the YAML. */
  name: string;
  alt: string;
  /** The `sizes` attribute: how wide the photo is displayed. */
  sizes: string;
  /** The page's main (LCP) image: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  onError?: () => void;
}

export function Photo({ name, alt, sizes, priority = false, className, onError }: PhotoProps) {
  const photo = photos[name];
  if (!photo) throw new Error(`Photo ${name} is not in src/generated/photos.ts: run npm run check`);
  const widths = photoWidths(photo);
  const fallbackWidth = widths.find((w) => w >= 800) ?? widths[widths.length - 1]!;
  return (
    <picture className={className}>
      {PHOTO_FORMATS.filter((format) => format !== 'jpg').map((format) => (
        <source key={format} type={`image/${format}`} srcSet={photoSrcSet(photo, format)} sizes={sizes} />
      ))}
      <img
        src={photoUrl(photo, fallbackWidth, 'jpg')}
        srcSet={photoSrcSet(photo, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        onError={onError}
      />
    </picture>
  );
}

// Writes the resized AVIF/WebP/JPEG variants of the photos under the names photoUrl() gives, and
// of the crops the heroes show on phones (heroCrops below).
// Run on its own: `npx tsx scripts/images.ts <outDir>` does every photo in photos/.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import type { SiteFile, ToursFile } from '../src/generated/config-types.ts';
import { heroUpright } from '../src/features/home/hero-crop.ts';
import { tourHeroSquare } from '../src/features/tours/tour-hero-crop.ts';
import {
  PHOTO_FORMATS,
  photoSize,
  photoUrl,
  photoWidths,
  type PhotoCrop,
  type PhotoFormat,
  type PhotoInfo,
} from '../src/lib/photo-variants.ts';
import { readPhotoInfo } from './config/photo-info.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Metadata is stripped by sharp unless asked to keep it, which is what we want: no EXIF/GPS.
// AVIF effort 1 encodes a 1920 px photo about 10x faster than effort 4 for files ~10% larger:
// a fresh clone (CI, a new server) builds all variants in seconds instead of minutes.
const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};
// The cache is keyed by photo hash, crop, width and format; the encoder settings and libvips
// version go into the folder name, so changing either re-encodes instead of serving stale variants.
const SETTINGS_KEY = createHash('sha256')
  .update(Object.values(ENCODERS).map(String).join() + sharp.versions.vips)
  .digest('hex')
  .slice(0, 8);
// sharp gives each image one libvips thread here (its glibc default), so two encodes at a time
// use both cores of the build machine without fighting over them.
const CONCURRENCY = 2;

/** A photo the layout also shows cut to another shape. */
export interface CroppedPhoto {
  photo: PhotoInfo;
  crop: PhotoCrop;
}

/** The crops the heroes ask for (their <picture>s name them): the home hero's photo cut for an
 * upright phone, and each tour's photo cut square for its page's hero on a phone. */
export function heroCrops(photos: Record<string, PhotoInfo>, site: SiteFile, tours: ToursFile): CroppedPhoto[] {
  const cut = (name: string, crop: PhotoCrop) => (photos[name] ? [{ photo: photos[name], crop }] : []);
  return [
    ...cut(site.hero.image, heroUpright.crop),
    ...tours.tours.flatMap((tour) => cut(tour.card.image, tourHeroSquare.crop)),
  ];
}

export interface BuildOptions {
  /** Crops to make besides each photo's own shape, at the same widths (as far as the crop has them). */
  crops?: CroppedPhoto[];
  /** Where the originals are; photos/ unless told. */
  photosDir?: string;
  /** Where encoded variants are kept between builds. */
  cacheDir?: string;
  log?: (msg: string) => void;
}

/** A photo the image library cannot decode (cut short, damaged): the build names it and stops. */
export class UnreadablePhoto extends Error {}

/** Writes every variant into `${outDir}/img/`; `written` were encoded now, `cached` copied. */
export async function buildPhotoVariants(
  photos: PhotoInfo[],
  outDir: string,
  {
    crops = [],
    photosDir = path.join(root, 'photos'),
    cacheDir = path.join(root, 'node_modules/.cache/photo-variants'),
    log = () => {},
  }: BuildOptions = {},
): Promise<{ written: number; cached: number }> {
  const cache = path.join(cacheDir, SETTINGS_KEY);
  const shapes: Array<{ photo: PhotoInfo; crop?: PhotoCrop }> = [...photos.map((photo) => ({ photo })), ...crops];
  const jobs = shapes.flatMap(({ photo, crop }) =>
    photoWidths(photo, crop).flatMap((width) => PHOTO_FORMATS.map((format) => ({ photo, crop, width, format }))),
  );
  const sources = new Map<string, Promise<Buffer>>();
  let written = 0;
  let cached = 0;

  await inPool(jobs, CONCURRENCY, async ({ photo, crop, width, format }) => {
    const name = photoUrl(photo, width, format, crop).slice(1); // "img/…"
    const cachePath = path.join(cache, name);
    const target = path.join(outDir, name);
    await mkdir(path.dirname(target), { recursive: true });
    if (existsSync(cachePath)) {
      await copyFile(cachePath, target);
      cached++;
      return;
    }
    // Read each original once, however many variants it has.
    if (!sources.has(photo.file)) sources.set(photo.file, readFile(path.join(photosDir, photo.file)));
    const started = performance.now();
    // A crop is cut from the centre (sharp's default position), where object-fit: cover shows it.
    const { width: cropWidth, height: cropHeight } = photoSize(photo, crop);
    const resized = sharp(await sources.get(photo.file)!)
      .autoOrient()
      .resize(
        crop
          ? { width, height: Math.round((width * cropHeight) / cropWidth), fit: 'cover' }
          : { width, withoutEnlargement: true },
      );
    const bytes = await ENCODERS[format](resized)
      .toBuffer()
      .catch((error: unknown) => {
        throw new UnreadablePhoto(
          `photos/${photo.file} cannot be read as an image (${String(error instanceof Error ? error.message : error).split('\n')[0]}): export it again as a JPEG or PNG`,
        );
      });
    // Write under a unique name, then rename: a build stopped halfway or a second build running
    // at the same time never leaves a truncated file in the cache.
    await mkdir(path.dirname(cachePath), { recursive: true });
    const partial = `${cachePath}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(partial, bytes);
    await rename(partial, cachePath);
    await copyFile(cachePath, target);
    written++;
    log(`${name}  ${Math.round(bytes.length / 1024)} KB  ${Math.round(performance.now() - started)} ms`);
  });
  return { written, cached };
}

async function inPool<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function main(): Promise<void> {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: tsx scripts/images.ts <outDir>');
    process.exit(1);
  }
  const photosDir = path.join(root, 'photos');
  const files = (await readdir(photosDir)).filter((file) => /\.(jpe?g|png)$/i.test(file)).sort();
  const started = performance.now();
  const photos = await Promise.all(files.map((file) => readPhotoInfo(photosDir, file)));
  const { site } = await import('../src/generated/site.ts');
  const { toursConfig } = await import('../src/generated/tours.ts');
  const crops = heroCrops(Object.fromEntries(photos.map((photo) => [photo.file, photo])), site, toursConfig);
  const { written, cached } = await buildPhotoVariants(photos, outDir, { crops, photosDir, log: console.log });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${files.length} photos: ${written} variants encoded, ${cached} from cache, in ${seconds} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

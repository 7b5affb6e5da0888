import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_FORMATS, photoUrl, type PhotoInfo } from '../src/lib/photo-variants.ts';
import { readPhotoInfo } from './config/photo-info.ts';
import type { SiteFile, ToursFile } from '../src/generated/config-types.ts';
import { buildPhotoVariants, heroCrops, UnreadablePhoto } from './images.ts';

// What sharp's metadata calls each format we write.
const DETECTED = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;

let dir: string;
let photosDir: string;
let cacheDir: string;
let original: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'images-test-'));
  photosDir = path.join(dir, 'photos');
  cacheDir = path.join(dir, 'cache');
  await mkdir(photosDir);
  // Small (900 px wide: two widths, 480 and 800) so the slow AVIF encoder stays quick.
  const pixels = Buffer.alloc(900 * 600 * 3, 0).map((_, i) => (i * 7919) % 251);
  original = await sharp(pixels, { raw: { width: 900, height: 600, channels: 3 } })
    .jpeg()
    .toBuffer();
  await writeFile(path.join(photosDir, 'forum.jpg'), original);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('buildPhotoVariants', () => {
  it('names a photo cut short, which its header alone does not show', async () => {
    await writeFile(path.join(photosDir, 'cut.jpg'), original.subarray(0, 2000));
    const photo = await readPhotoInfo(photosDir, 'cut.jpg');
    const built = buildPhotoVariants([photo], path.join(dir, 'out-cut'), { photosDir, cacheDir });
    await expect(built).rejects.toThrow(UnreadablePhoto);
    await expect(built).rejects.toThrow(
      /^photos\/cut\.jpg cannot be read as an image \(.+\): export it again as a JPEG or PNG$/,
    );
  });

  it('writes every width in every format, then serves a rebuild from the cache', async () => {
    const photo: PhotoInfo = await readPhotoInfo(photosDir, 'forum.jpg');
    const first = path.join(dir, 'out-1');
    expect(await buildPhotoVariants([photo], first, { photosDir, cacheDir })).toEqual({ written: 9, cached: 0 });

    // The layout's widths up to the photo's, and its own 900 px (more than a tenth over 800).
    for (const width of [480, 800, 900]) {
      for (const format of PHOTO_FORMATS) {
        const file = path.join(first, photoUrl(photo, width, format));
        const meta = await sharp(file).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
          format: DETECTED[format],
          width,
          height: Math.round((width * 600) / 900),
          exif: undefined,
        });
      }
    }

    const second = path.join(dir, 'out-2');
    const logged: string[] = [];
    const rebuilt = await buildPhotoVariants([photo], second, { photosDir, cacheDir, log: (msg) => logged.push(msg) });
    expect(rebuilt).toEqual({ written: 0, cached: 9 });
    expect(logged).toEqual([]);
    const url = photoUrl(photo, 800, 'avif');
    expect(await readFile(path.join(second, url))).toEqual(await readFile(path.join(first, url)));
  });

  it('keeps a photo narrower than 480 px at its own width', async () => {
    const small = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    await writeFile(path.join(photosDir, 'tiny.png'), small);
    const photo = await readPhotoInfo(photosDir, 'tiny.png');
    const out = path.join(dir, 'out-small');
    expect(await buildPhotoVariants([photo], out, { photosDir, cacheDir })).toEqual({ written: 3, cached: 0 });
    const meta = await sharp(path.join(out, photoUrl(photo, 320, 'webp'))).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 320]);
  });

  it('cuts a crop from the centre, at the widths the crop has', async () => {
    // Red, green and blue bands: the square from the centre is all green.
    const bands = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f0' } })
      .composite([
        { input: { create: { width: 150, height: 600, channels: 3, background: '#f00' } }, left: 0, top: 0 },
        { input: { create: { width: 150, height: 600, channels: 3, background: '#00f' } }, left: 750, top: 0 },
      ])
      .png()
      .toBuffer();
    await writeFile(path.join(photosDir, 'bands.png'), bands);
    const photo = await readPhotoInfo(photosDir, 'bands.png');
    const crop = { width: 1, height: 1 };
    const out = path.join(dir, 'out-crop');
    // The photo at 480, 800 and its own 900 px, and its 600 px square at 480 and its own 600.
    expect(await buildPhotoVariants([photo], out, { crops: [{ photo, crop }], photosDir, cacheDir })).toEqual({
      written: 15,
      cached: 0,
    });
    for (const format of PHOTO_FORMATS) {
      const file = path.join(out, photoUrl(photo, 480, format, crop));
      const { width, height } = await sharp(file).metadata();
      expect([width, height]).toEqual([480, 480]);
      const { channels } = await sharp(file).stats();
      expect(channels.slice(0, 3).map((channel) => [channel.min > 200, channel.max < 60])).toEqual([
        [false, true], // no red anywhere
        [true, false], // green everywhere
        [false, true], // no blue anywhere
      ]);
    }
  });
});

describe('heroCrops', () => {
  const photo = (file: string): PhotoInfo => ({ file, width: 2400, height: 1600, hash: '0123456789' });
  const photos = { 'hero.jpg': photo('hero.jpg'), 'forum.jpg': photo('forum.jpg') };

  it("asks for the home hero's photo upright and each tour's photo square", () => {
    const site = { hero: { image: 'hero.jpg' } } as SiteFile;
    const tours = { tours: [{ card: { image: 'forum.jpg' } }, { card: { image: 'hero.jpg' } }] } as ToursFile;
    expect(heroCrops(photos, site, tours)).toEqual([
      { photo: photos['hero.jpg'], crop: { width: 9, height: 16 } },
      { photo: photos['forum.jpg'], crop: { width: 1, height: 1 } },
      { photo: photos['hero.jpg'], crop: { width: 1, height: 1 } },
    ]);
  });
});

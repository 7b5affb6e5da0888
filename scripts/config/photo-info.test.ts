// The header reader against sharp, which the build uses to make the variants: both must agree
// on the size a photo is shown at, so the generated width and height match the variants.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { displayedSize, readPhotoInfo } from './photo-info.ts';

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c84' } });

async function sharpSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { autoOrient } = await sharp(bytes).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('displayedSize', () => {
  it.each([
    ['a baseline JPEG', () => image(900, 600).jpeg()],
    ['a progressive JPEG', () => image(1200, 1500).jpeg({ progressive: true })],
    [
      'a JPEG with EXIF orientation 6 (turned a quarter)',
      () => image(900, 600).jpeg().withMetadata({ orientation: 6 }),
    ],
    ['a JPEG with EXIF orientation 3 (upside down)', () => image(900, 600).jpeg().withMetadata({ orientation: 3 })],
    ['a PNG', () => image(320, 200).png()],
    ['a PNG with EXIF orientation 8', () => image(320, 200).png().withMetadata({ orientation: 8 })],
  ])('reads the size sharp reads, for %s', async (_, make) => {
    const bytes = await make().toBuffer();
    expect(displayedSize(bytes)).toEqual(await sharpSize(bytes));
  });

  it('gives up on a file that is cut short or not an image', async () => {
    const jpeg = await image(900, 600).jpeg().toBuffer();
    expect(displayedSize(jpeg.subarray(0, 4))).toBeUndefined();
    expect(displayedSize(Buffer.from('GIF89a'))).toBeUndefined();
  });
});

describe('readPhotoInfo', () => {
  it('reads the displayed size and hashes the bytes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'photo-info-'));
    dirs.push(dir);
    const bytes = await image(900, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    await writeFile(path.join(dir, 'forum.jpg'), bytes);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    expect(await readPhotoInfo(dir, 'forum.jpg')).toEqual({ file: 'forum.jpg', width: 600, height: 900, hash });
  });

  it('names the photo it cannot read', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'photo-info-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'empty.jpg'), '');
    await expect(readPhotoInfo(dir, 'empty.jpg')).rejects.toThrow('photos/empty.jpg is not a JPEG or PNG file');
  });
});

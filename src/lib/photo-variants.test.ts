import { describe, expect, it } from 'vitest';
import { photoSize, photoSrcSet, photoUrl, photoWidths, type PhotoInfo } from './photo-variants.ts';

const photo = (width: number, file = 'colosseum.jpg'): PhotoInfo => ({
  file,
  width,
  height: Math.round(width / 1.5),
  hash: '0123456789',
});

describe('photoWidths', () => {
  it.each([
    [2400, [480, 800, 1200, 1920]],
    [1920, [480, 800, 1200, 1920]],
    [1000, [480, 800, 1000]],
    [850, [480, 800]],
    [700, [480, 700]],
    [480, [480]],
    [300, [300]],
  ])('a %i px wide photo gets %j', (width, expected) => {
    expect(photoWidths(photo(width))).toEqual(expected);
  });

  it('never upscales', () => {
    for (const width of [1, 479, 481, 799, 1199, 1919, 5000]) {
      expect(Math.max(...photoWidths(photo(width)))).toBeLessThanOrEqual(width);
    }
  });

  it('offers a photo at nearly all the width it has, up to 1200 px', () => {
    for (let width = 100; width <= 2500; width += 7) {
      expect(Math.max(...photoWidths(photo(width)))).toBeGreaterThanOrEqual(Math.min(width, 1200) / 1.1);
    }
  });
});

describe('photoSize', () => {
  const upright = { width: 9, height: 16 };
  const square = { width: 1, height: 1 };

  it('is the photo itself without a crop', () => {
    expect(photoSize(photo(2400))).toEqual({ width: 2400, height: 1600 });
  });

  it('cuts a wider photo to its full height, a narrower one to its full width', () => {
    expect(photoSize({ ...photo(2560), height: 1440 }, upright)).toEqual({ width: 810, height: 1440 });
    expect(photoSize(photo(2400), square)).toEqual({ width: 1600, height: 1600 });
    expect(photoSize({ ...photo(1000), height: 3000 }, square)).toEqual({ width: 1000, height: 1000 });
  });
});

describe('photoWidths of a crop', () => {
  it('stops at the width the crop has', () => {
    expect(photoWidths({ ...photo(2560), height: 1440 }, { width: 9, height: 16 })).toEqual([480, 800]);
    expect(photoWidths(photo(2400), { width: 1, height: 1 })).toEqual([480, 800, 1200]);
  });

  it('keeps a crop narrower than 480 px at its own width', () => {
    expect(photoWidths(photo(600), { width: 9, height: 16 })).toEqual([225]);
  });
});

describe('photoUrl', () => {
  it('names a crop by its shape', () => {
    expect(photoUrl(photo(2400, 'hero.jpg'), 800, 'avif', { width: 9, height: 16 })).toBe(
      '/img/hero.0123456789-9x16-800.avif',
    );
  });

  it('puts the stem, hash, width and format in the name', () => {
    expect(photoUrl(photo(2400), 800, 'avif')).toBe('/img/colosseum.0123456789-800.avif');
    expect(photoUrl(photo(2400, 'guide-marco.jpeg'), 480, 'jpg')).toBe('/img/guide-marco.0123456789-480.jpg');
  });

  it('only drops the last extension', () => {
    expect(photoUrl(photo(2400, 'st.peter.png'), 1200, 'webp')).toBe('/img/st.peter.0123456789-1200.webp');
  });
});

describe('photoSrcSet', () => {
  it('lists every width with its w descriptor, smallest first', () => {
    expect(photoSrcSet(photo(1000), 'webp')).toBe(
      '/img/colosseum.0123456789-480.webp 480w, /img/colosseum.0123456789-800.webp 800w, /img/colosseum.0123456789-1000.webp 1000w',
    );
  });

  it('describes a small photo by its own width', () => {
    expect(photoSrcSet(photo(300), 'jpg')).toBe('/img/colosseum.0123456789-300.jpg 300w');
  });
});

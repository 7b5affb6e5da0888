import { describe, expect, it } from 'vitest';
import { isKeptFile, isKeptPage, offlinePagePath, photoOf } from './kept.ts';

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('isKeptPage', () => {
  it('keeps the pages a browser navigates to, in every language', () => {
    for (const path of ['/', '/es/', '/tours/colosseum', '/de/meeting-point', '/guide/anna'])
      expect(isKeptPage(path, HTML)).toBe(true);
  });

  it('keeps nothing of the API, no file and nothing not asked for as a page', () => {
    expect(isKeptPage('/api/contact', HTML)).toBe(false);
    expect(isKeptPage('/sw.js', HTML)).toBe(false);
    expect(isKeptPage('/ventrata-widget.html', HTML)).toBe(false);
    expect(isKeptPage('/healthz', 'application/json')).toBe(false);
    expect(isKeptPage('/tours', null)).toBe(false);
  });
});

describe('isKeptFile', () => {
  it('keeps the hashed code and photos, not the files that change under one name', () => {
    expect(isKeptFile('/assets/entry-client-BvVsFSY1.js')).toBe(true);
    expect(isKeptFile('/img/colosseum.d8fdb44c05-1x1-480.avif')).toBe(true);
    expect(isKeptFile('/sw.js')).toBe(false);
    expect(isKeptFile('/booking-config.json')).toBe(false);
  });
});

describe('offlinePagePath', () => {
  it("is the offline page in the address's language", () => {
    expect(offlinePagePath('/es/tours/colosseum')).toBe('/es/offline');
    expect(offlinePagePath('/tours/colosseum')).toBe('/offline');
    expect(offlinePagePath('/xx/tours')).toBe('/offline');
  });
});

describe('photoOf', () => {
  it('names the photo of a variant, whatever its size, shape or format', () => {
    expect(photoOf('/img/meeting-point-1.c29daa0487-800.webp')).toBe('/img/meeting-point-1.c29daa0487-');
    expect(photoOf('/img/hero.0a1b2c3d4e-9x16-480.avif')).toBe('/img/hero.0a1b2c3d4e-');
    expect(photoOf('/assets/entry-client-BvVsFSY1.js')).toBeUndefined();
  });
});

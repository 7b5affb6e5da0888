// Every photo is sharp in its frame: the variant the browser picks from a photo's `sizes` is at
// least as wide as the frame the CSS lays out, in device pixels, unless the photo has none wider.
// A `sizes` that says less than the CSS (src/lib/photo-frames.ts for the fixed frames) shows a
// soft photo; the configuration check relies on the same sizes to ask the operator for photos
// large enough.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/generated/site.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { launchBrowser, openPage } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The home page (its hero, tour cards and avatars), the tours, a tour (its hero and meeting
// points), the meeting point and a guide.
const pages = [
  '/',
  '/tours',
  `/tours/${toursConfig.tours[0]!.slug}`,
  '/meeting-point',
  `/guide/${site.guides[0]!.slug}`,
];
const screens = [
  { name: 'a phone', width: 390, height: 844, scale: 3 },
  { name: 'a laptop', width: 1280, height: 800, scale: 2 },
];

describe.each(screens)('on $name', (screen) => {
  it.each(pages)('every photo of %s is at least as wide as its frame', async (path) => {
    const { page } = await openPage(browser, path, screen);
    // Every photo now, not as it nears the screen, and laid out as it is shown.
    await page.evaluate(() => {
      for (const img of document.images) img.loading = 'eager';
    });
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const photos = await page.evaluate(() =>
      [...document.images].flatMap((img) => {
        const candidates = [...(img.parentElement?.querySelectorAll('source') ?? []), img].map((el) =>
          [...(el.getAttribute('srcset') ?? '').matchAll(/(\S+) (\d+)w/g)].map((m) => ({
            url: new URL(m[1]!, location.href).href,
            width: Number(m[2]),
          })),
        );
        const box = img.getBoundingClientRect();
        if (candidates.flat().length === 0 || box.width === 0) return []; // a logo, or not shown here
        // The set the browser chose from: the <source> (or the <img>) its pick belongs to.
        const set = candidates.find((variants) => variants.some((v) => v.url === img.currentSrc)) ?? [];
        return [
          {
            src: new URL(img.currentSrc).pathname,
            frame: Math.ceil(box.width * devicePixelRatio),
            picked: set.find((v) => v.url === img.currentSrc)?.width ?? 0,
            widest: Math.max(0, ...set.map((v) => v.width)),
          },
        ];
      }),
    );
    expect(photos.length).toBeGreaterThan(0);
    const soft = photos.filter((p) => p.picked < Math.min(p.frame, p.widest));
    expect(soft).toEqual([]);
  });
});

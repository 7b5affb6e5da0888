// Every photo is sharp in its frame: the width its `sizes` gives the browser, on the screen it is
// shown on, is at least the width the CSS shows it at (wider than its box where it covers a box
// of another shape). The browser picks its variant from `sizes`: one that says less than the CSS
// (src/lib/photo-frames.ts for the fixed frames) shows a soft photo, and the configuration check
// relies on the same sizes to ask the operator for photos large enough.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/generated/site.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { gotoAndHydrate, launchBrowser, openPage } from './harness.ts';

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
  // One tab walks the pages (opening a tab is the costly part of a visit on a small machine).
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, '/', { ...screen, navigate: false }));
  });

  it.each(pages)('every photo of %s is asked for at least as wide as it is shown', async (path) => {
    await gotoAndHydrate(page, path);
    const photos = await page.evaluate(() => {
      // Splits at `separator` outside parentheses: `(max-width: 768px) max(100vw, 22rem), 33vw`.
      const split = (text: string, separator: string) => {
        const parts = [''];
        let depth = 0;
        for (const char of text) {
          depth += char === '(' ? 1 : char === ')' ? -1 : 0;
          if (char === separator && depth === 0) parts.push('');
          else parts[parts.length - 1] += char;
        }
        return parts.map((part) => part.trim()).filter(Boolean);
      };
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.position = 'absolute';
      const px = (length: string) => {
        probe.style.width = length;
        return probe.getBoundingClientRect().width;
      };
      // The width `sizes` gives on this screen: the length of its first entry whose media matches.
      const said = (sizes: string) => {
        for (const entry of split(sizes, ',')) {
          const words = split(entry, ' ');
          const length = words.pop()!;
          if (words.length === 0 || matchMedia(words.join(' ')).matches) return px(length);
        }
        return innerWidth;
      };
      const shown = [...document.querySelectorAll('picture > img')].flatMap((img) => {
        const box = img.getBoundingClientRect();
        if (box.width === 0) return []; // not shown on this screen
        // The browser reads the first <source> whose media matches (every format here is one it
        // reads), else the <img>: its sizes, and its shape (a crop has its own).
        const sources = [...img.parentElement!.querySelectorAll('source')];
        const chosen = sources.find((source) => !source.media || matchMedia(source.media).matches) ?? img;
        const size = (name: string) => Number(chosen.getAttribute(name) ?? img.getAttribute(name));
        const cover = getComputedStyle(img).objectFit === 'cover';
        return [
          {
            src: img.getAttribute('src'),
            sizes: chosen.getAttribute('sizes'),
            said: Math.round(said(chosen.getAttribute('sizes') ?? '100vw')),
            shown: Math.round(cover ? Math.max(box.width, (box.height * size('width')) / size('height')) : box.width),
          },
        ];
      });
      probe.remove();
      return shown;
    });
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.filter((photo) => photo.said < photo.shown - 1)).toEqual([]);
  });
});

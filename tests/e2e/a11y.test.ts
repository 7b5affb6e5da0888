// axe-core finds no WCAG 2.2 A/AA violation on any page, at desktop and phone widths, with the
// cookie banner shown (a first visit), and with each overlay open: the mobile menu and the
// cookie settings (a booking panel's language list is the browser's own select). Beyond axe:
// the contrast of text over photos, and reduced motion.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, sampledPages } from '../../scripts/bench/pages.ts';
import { siteLanguages } from '../../src/generated/languages.ts';
import { addAxe, axeViolations } from './axe.ts';
import { gotoAndHydrate, launchBrowser, openPage, nothingBusy } from './harness.ts';

const pages = sampledPages(builtPages(new URL('../..', import.meta.url).pathname), siteLanguages[0]!.code);
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const banner = 'dialog[aria-labelledby="cookie-banner-title"]';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openWithAxe(width: number, height: number): Promise<Page> {
  const { page } = await openPage(browser, '/', { width, height, navigate: false });
  await addAxe(page.context());
  // One browser (en-US) walks pages in every language: the offer of the English page, which
  // floats over each other-language page, is checked on its own (languages.test.ts).
  await page.context().addInitScript(() => localStorage.setItem('languageSuggestion', 'dismissed'));
  return page;
}

/** Waits until the page has settled: hydrated, banner shown, no part still loading. */
async function visit(page: Page, path: string): Promise<void> {
  await gotoAndHydrate(page, path);
  await page.locator(banner).waitFor();
  await nothingBusy(page);
}

describe.each(WIDTHS)('at $width px ($name), cookie banner shown', ({ width, height }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openWithAxe(width, height);
  });

  it.each(pages.map((p) => p.path))('%s has no violation, and its text over photos keeps AA contrast', async (path) => {
    await visit(page, path);
    expect(await axeViolations(page)).toEqual([]);
    // The header on every page, and all of the home page's hero.
    expect(
      await contrastOverWhitePhotos(page, path === '/' || path.startsWith('/tours/') ? ['header', 'main'] : ['header']),
    ).toEqual([]);
  });
});

describe('overlays', () => {
  it('the mobile menu, open at 390 px', async () => {
    const page = await openWithAxe(390, 844);
    await visit(page, '/tours');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the cookie settings, open at 390 px', async () => {
    const page = await openWithAxe(390, 844);
    await visit(page, '/');
    await page.locator(banner).getByRole('button', { name: 'Cookie Settings' }).click();
    await page.getByRole('dialog', { name: 'Cookie Settings' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('reduced motion', () => {
  const longestMotion = (page: Page) =>
    page.evaluate(() => {
      const seconds = (list: string) =>
        Math.max(...list.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 0.001 : 1)));
      return Math.max(
        ...[...document.querySelectorAll('*')].map((el) => {
          const style = getComputedStyle(el);
          return Math.max(seconds(style.transitionDuration), seconds(style.animationDuration));
        }),
      );
    });

  it('leaves no transition or animation when the visitor asks for less motion', async () => {
    const moving = await openPage(browser, '/', { consent: 'rejected' });
    expect(await longestMotion(moving.page)).toBeGreaterThan(0.05);
    const still = await openPage(browser, '/', { consent: 'rejected', reducedMotion: true });
    expect(await longestMotion(still.page)).toBeLessThanOrEqual(0.00001);
  });
});

/**
 * axe cannot judge text drawn over a photo. Here every photo is turned white (the worst case for
 * white text), the text hidden, and the background under each piece of text on screen measured:
 * the shades the site lays over its photos must keep AA contrast whatever photo the operator
 * uses. Returns the failures, e.g. `"Discover the Eternal City": 2.80:1`.
 */
async function contrastOverWhitePhotos(page: Page, scopes: string[]): Promise<string[]> {
  const texts = await page.evaluate(
    (selector) => {
      const photos = [...document.images]
        .map((img) => img.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.top < window.innerHeight);
      return (
        [...document.querySelectorAll<HTMLElement>(selector)]
          .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
          .map((el) => ({ el, box: el.getBoundingClientRect(), style: getComputedStyle(el) }))
          .filter(
            ({ box, style }) => box.width > 0 && box.bottom <= window.innerHeight && style.visibility !== 'hidden',
          )
          .filter(({ box }) =>
            photos.some((p) => box.left < p.right && box.right > p.left && box.top < p.bottom && box.bottom > p.top),
          )
          // An element with its own background (a button) is axe's to judge.
          .filter(({ style }) => style.backgroundColor === 'rgba(0, 0, 0, 0)')
          .map(({ el, box, style }) => ({
            text: el.textContent.trim().slice(0, 30),
            color: style.color,
            large:
              parseFloat(style.fontSize) >= 24 ||
              (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700),
            box: {
              x: Math.floor(box.x),
              y: Math.floor(box.y),
              width: Math.ceil(box.width),
              height: Math.ceil(box.height),
            },
          }))
      );
    },
    scopes.map((scope) => `${scope} *`).join(', '),
  );
  if (texts.length === 0) return [];
  // The banner is fixed over the page: hidden, it moves nothing and shows what lies under it.
  // Set through the CSSOM: the page's policy allows <style> elements by hash only.
  await page.evaluate((bannerSelector) => {
    for (const element of document.querySelectorAll<HTMLElement | SVGElement>('*')) {
      element.style.setProperty('color', 'transparent', 'important');
      element.style.setProperty('text-shadow', 'none', 'important');
    }
    for (const element of document.querySelectorAll<HTMLElement | SVGElement>(`svg, ${bannerSelector}`))
      element.style.setProperty('visibility', 'hidden', 'important');
    for (const element of document.querySelectorAll('img'))
      element.style.setProperty('filter', 'brightness(0) invert(1)', 'important');
  }, banner);
  const { data, info } = await sharp(await page.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return texts
    .map((text) => ({ text, worst: worstContrast(text.color, data, info.width, info.channels, text.box) }))
    .filter(({ text, worst }) => worst < (text.large ? 3 : 4.5))
    .map(({ text, worst }) => `"${text.text}": ${worst.toFixed(2)}:1`);
}

function luminance([r, g, b]: number[]): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** The lowest contrast between the text colour and any pixel in the box of a screenshot. */
function worstContrast(
  color: string,
  pixels: Buffer,
  width: number,
  channels: number,
  box: { x: number; y: number; width: number; height: number },
): number {
  const text = luminance(color.match(/\d+/g)!.map(Number));
  let worst = Infinity;
  for (let y = Math.max(0, box.y); y < box.y + box.height; y++) {
    for (let x = Math.max(0, box.x); x < Math.min(width, box.x + box.width); x++) {
      const i = (y * width + x) * channels;
      const background = luminance([pixels[i]!, pixels[i + 1]!, pixels[i + 2]!]);
      worst = Math.min(worst, (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05));
    }
  }
  return worst;
}

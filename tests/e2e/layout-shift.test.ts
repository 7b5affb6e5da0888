// Nothing moves while a page loads: the browser records no layout shift (PerformanceObserver
// `layout-shift`) from the first byte until the page has settled with its photos, the cookie
// banner, the booking widget frame and, scrolling down, every lazy photo.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, sampledPages } from '../../scripts/bench/pages.ts';
import { siteLanguages } from '../../src/generated/languages.ts';
import { frameHeightsSettled, gotoAndHydrate, launchBrowser, openPage } from './harness.ts';

const pages = sampledPages(builtPages(new URL('../..', import.meta.url).pathname), siteLanguages[0]!.code).map(
  (p) => p.path,
);
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts: Shift[];
  }
}

/** Records every layout shift of the document (not those right after a click or a key). */
function recordShifts(): void {
  window.__shifts = [];
  const describe = (node: Node | null) => {
    const el = node instanceof Element ? node : node?.parentElement;
    return el
      ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().replace(/\s+/g, '.')}` : ''}`
      : '?';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }
    >) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map(
          (s) =>
            `${describe(s.node)} y ${Math.round(s.previousRect.y)} → ${Math.round(s.currentRect.y)}, h ${Math.round(s.previousRect.height)} → ${Math.round(s.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Waits until every photo in or near the viewport has loaded (or failed). */
function photosInView(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    [...document.images].every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight * 2),
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('at $width px ($name), first visit', ({ width, height }) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, '/', { width, height, navigate: false, firstVisits: true }));
    await page.context().addInitScript(recordShifts);
  });

  it.each(pages)('%s loads without a layout shift', async (path) => {
    await gotoAndHydrate(page, path);
    await page.locator('dialog[aria-labelledby="cookie-banner-title"]').waitFor();
    await photosInView(page);
    await frameHeightsSettled(page);
    // Down the page two screens at a time, each lazy photo loading as it comes near.
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let y = 0; y < bottom;) {
      y = Math.min(bottom, y + height * 2);
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await photosInView(page);
    }
    const shifts = await page.evaluate(() => window.__shifts);
    expect(shifts.flatMap((s) => s.sources.map((source) => `${s.value.toFixed(4)} ${source}`))).toEqual([]);
    expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBe(0);
  });
});

// A phone visitor who flings straight to the end of a long page lands at its end, and nothing
// there moves while the parts passed over are laid out late (`.lazy-render`: their stand-in
// heights are not their real ones). The footer is laid out from the start: the browser keeps it
// where it is on the screen while the parts above it change height (scroll anchoring); laid out
// late too, it slid and took the cookie banner's close button with it.
describe('a jump straight to the end of the page, at 390 px', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, '/', { width: 390, height: 844, navigate: false, firstVisits: true }));
    await page.context().addInitScript(recordShifts);
  });

  it.each(['/', '/fr/', '/tours/colosseum'])('on %s lands at the end and moves nothing', async (path) => {
    await gotoAndHydrate(page, path);
    await page.locator('dialog[aria-labelledby="cookie-banner-title"]').waitFor();
    await photosInView(page);
    const footerTop = () => page.locator('footer').evaluate((el) => el.getBoundingClientRect().top);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const landed = await footerTop();
    await page.waitForTimeout(500);
    // Within a pixel: the browser's anchoring rounds.
    expect(Math.abs((await footerTop()) - landed)).toBeLessThanOrEqual(1);
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY),
    ).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => window.__shifts.flatMap((s) => s.sources))).toEqual([]);
  });
});

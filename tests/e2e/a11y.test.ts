// axe-core finds no WCAG 2.2 A/AA violation on any page, at desktop and phone widths, with the
// cookie banner shown (a first visit), and with each overlay open: the mobile menu, the
// language list of a tour's booking panel and the cookie settings.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../../scripts/bench/pages.ts';
import { addAxe, axeViolations } from './axe.ts';
import { gotoAndHydrate, launchBrowser, openPage } from './harness.ts';

const pages = builtPages(new URL('../..', import.meta.url).pathname);
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const banner = 'section[aria-labelledby="cookie-banner-title"]';

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
  return page;
}

/** Waits until the page has settled: hydrated, banner shown, no part still loading. */
async function visit(page: Page, path: string): Promise<void> {
  await gotoAndHydrate(page, path);
  await page.locator(banner).waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

describe.each(WIDTHS)('at $width px ($name), cookie banner shown', ({ width, height }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openWithAxe(width, height);
  });

  it.each(pages.map((p) => p.path))('%s has no violation', async (path) => {
    await visit(page, path);
    expect(await axeViolations(page)).toEqual([]);
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

  it.each(WIDTHS)('the language list of a booking panel, open at $width px', async ({ width, height }) => {
    const page = await openWithAxe(width, height);
    await visit(page, '/tours/colosseum');
    await page.locator('button[aria-haspopup="listbox"]').click();
    await page.getByRole('listbox').waitFor();
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

// What a phone shows before the page's code has come: the page's code waits for the main photo
// to arrive and be painted (3 s at most); the cookie banner is part of the first paint unless a choice is
// stored (consent-mark.ts); what is below the first screen is laid out as it nears it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../../scripts/bench/pages.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { MAIN_PHOTO_TIMING } from '../../src/lib/islands.ts';
import { holdRequests } from './booking-support.ts';
import { en } from './texts.ts';
import { baseUrl, launchBrowser, openPage } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BANNER = 'dialog[aria-labelledby="cookie-banner-title"]';
/** The phone the tests see the pages on. */
const PHONE = { width: 390, height: 844 };
const SITE_CODE = /\/assets\/[\w-]+\.js$/;

async function openOnPhone(options: { consent?: 'accepted' | 'rejected' } = {}) {
  const opened = await openPage(browser, '/', { ...PHONE, navigate: false, ...options });
  const scripts: string[] = [];
  opened.page.on('request', (request) => {
    if (SITE_CODE.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  return { ...opened, scripts };
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 10_000 });

describe("the page's code", () => {
  it('is fetched only once the main photo has arrived, the runtime too', async () => {
    const { page, errors } = await openOnPhone();
    await page.goto(new URL('/', baseUrl).href);
    await hydrated(page);
    const { arrived, codeStarts } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const photo = document.querySelector<HTMLImageElement>('img[elementtiming]')!;
      return {
        arrived: resources.find((entry) => entry.name === photo.currentSrc)!.responseEnd,
        codeStarts: resources.filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime),
      };
    });
    expect(arrived).toBeGreaterThan(0);
    expect(codeStarts.length).toBeGreaterThan(1);
    expect(Math.min(...codeStarts)).toBeGreaterThanOrEqual(arrived);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('waits for the frame that paints the arrived photo', async () => {
    const { page, scripts } = await openOnPhone();
    // The page's clock stands still, its animation frames with it: the photo arrives, and the
    // frame that would paint it has not come yet.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const photo = await holdRequests(page, '**/img/hero.*');
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'domcontentloaded' });
    photo.release();
    const main = page.locator(`img[elementtiming="${MAIN_PHOTO_TIMING}"]`);
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Time enough for a script the photo's arrival asked for to be requested.
    await page.waitForTimeout(300);
    expect(scripts).toEqual([]);
    const runtime = page.waitForRequest(/\/assets\/entry-client-[\w-]+\.js$/, { timeout: 10_000 });
    await page.clock.runFor(100);
    expect(new URL((await runtime).url()).pathname).toMatch(/^\/assets\/entry-client-/);
    await page.context().close();
  });

  it('starts as soon as the main photo fails, not 3 s later', async () => {
    const { page, scripts } = await openOnPhone();
    // The page's timers stand still: only the photo's failure can start its code.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/img/hero.*', async (route) => {
      await failed;
      await route.abort();
    });
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'domcontentloaded' });
    expect(scripts).toEqual([]);
    const runtime = page.waitForRequest(/\/assets\/entry-client-[\w-]+\.js$/, { timeout: 10_000 });
    fail();
    expect(new URL((await runtime).url()).pathname).toMatch(/^\/assets\/entry-client-/);
    await page.context().close();
  });

  it('goes live all the same when the main photo is held back (3 s at most)', async () => {
    const { page, scripts, errors } = await openOnPhone();
    const photo = await holdRequests(page, '**/img/hero.*');
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    expect(photo.held()).toBe(1);
    const main = page.locator(`img[elementtiming="${MAIN_PHOTO_TIMING}"]`);
    expect(await main.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
    expect(scripts.length).toBeGreaterThan(1);
    photo.release();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the next page, fetched ahead', () => {
  // The browser's own reports of its speculation rules and what it fetched with them.
  async function watchPreloading(page: Page) {
    const session = await page.context().newCDPSession(page);
    const ruleSets: Array<{ sourceText: string; errorType?: string }> = [];
    const ready: string[] = [];
    session.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
    session.on('Preload.prefetchStatusUpdated', (event) => {
      if (event.status === 'Ready') ready.push(new URL(event.prefetchUrl).pathname);
    });
    await session.send('Preload.enable');
    return { ruleSets, ready };
  }

  it('is not asked for by the HTML: the runtime adds the rules once the main photo is in', async () => {
    const { page, errors } = await openOnPhone();
    const preloading = await watchPreloading(page);
    const photo = await holdRequests(page, '**/img/hero.*');
    const response = await page.goto(new URL('/', baseUrl).href, { waitUntil: 'domcontentloaded' });
    expect(await response!.text()).not.toContain('speculationrules');
    // The page parsed and painted, the photo still on its way: no runtime, no rules yet.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
    photo.release();
    await expect.poll(() => preloading.ruleSets.length).toBe(1);
    expect(preloading.ruleSets[0]!.errorType).toBeUndefined();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is fetched while the pointer rests on its link, within the CSP, and opens from what was fetched', async () => {
    const { page, errors } = await openPage(browser, '/about', { navigate: false });
    const preloading = await watchPreloading(page);
    await page.goto(new URL('/about', baseUrl).href);
    await expect.poll(() => preloading.ruleSets.length).toBe(1);
    const link = page.locator('.site-footer a[href="/faq"]');
    await link.hover();
    await expect.poll(() => preloading.ready).toContain('/faq');
    await link.click();
    await page.waitForURL('**/faq');
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    );
    expect(delivery).toBe('navigational-prefetch');
    expect(errors).toEqual([]);
  });
});

describe('the parts below the first screen', () => {
  // The home page's cards, reviews and FAQ and a tour page's booking panel (with its calendar)
  // are `.lazy-render` (content-visibility: auto): a phone's first layout leaves them out, and
  // the browser lays each out as it comes near. The cards on /tours are not: there the first are
  // on the first screen. Nor is the footer: its stand-in height moved what a visitor flinging to
  // the end saw (layout-shift.test.ts).
  const laidOut = (locator: Locator) => locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

  it("are left out of a phone's first layout and laid out once scrolled near", async () => {
    const { page, errors } = await openOnPhone();
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'load' });
    const lastCard = page.locator('.tour-card__title').last();
    const reviews = page.locator('#testimonials-title');
    const faq = page.getByRole('heading', { name: en.home.faqTitle });
    expect(await laidOut(page.locator('.hero h1'))).toBe(true);
    for (const part of [lastCard, reviews, faq]) expect(await laidOut(part)).toBe(false);
    for (const part of [lastCard, reviews, faq]) {
      await part.scrollIntoViewIfNeeded();
      await expect.poll(() => laidOut(part)).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('are all laid out at once on /tours, whose cards open the page', async () => {
    const { page } = await openOnPhone();
    await page.goto(new URL('/tours', baseUrl).href, { waitUntil: 'load' });
    expect(await laidOut(page.locator('.tour-card__title').last())).toBe(true);
    await page.context().close();
  });

  it("leave a tour page's calendar out of the first layout, not its story, the tour language nor the footer", async () => {
    const { page, errors } = await openOnPhone();
    await page.goto(new URL('/tours/colosseum', baseUrl).href, { waitUntil: 'load' });
    for (const part of [
      '.tour-overview',
      '#booking-panel-title',
      'select[name="tour-language"]',
      '.site-footer__bottom p',
    ])
      expect(await laidOut(page.locator(part).first()), part).toBe(true);
    const calendar = page.locator('.booking-panel__calendar .widget-frame');
    expect(await laidOut(calendar)).toBe(false);
    // Its calendar starts all the same, once the main photo is painted, without a scroll.
    await expect.poll(() => page.locator('.widget-frame__frame').getAttribute('loading')).toBe('eager');
    await calendar.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(calendar)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // Once a page is parsed the browser looks at each of its form fields, and to look at one in a
  // part left out it lays that whole part out first: before the first paint, a tour page's
  // calendar part with the tour language in it took the first paint's work from some 57 to 74 ms
  // of CPU (docs/performance.md).
  it('hold no form field, on any page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const root = new URL('../..', import.meta.url).pathname;
    const withLateParts = builtPages(root)
      .map((built) => ({ path: built.path, html: readFileSync(path.join(root, 'dist/client', built.file), 'utf8') }))
      .filter(({ html }) => html.includes('lazy-render'));
    expect(withLateParts.map((built) => built.path)).toContain('/tours/colosseum');
    for (const { path: at, html } of withLateParts) {
      await page.setContent(html, { waitUntil: 'domcontentloaded' });
      const fields = await page.locator('.lazy-render :is(input, select, textarea)').count();
      expect(fields, at).toBe(0);
    }
    await context.close();
  });

  // The calendar part's stand-in height must stay below its real one on every tour page with a
  // calendar, in every language (a shorter text or a new tour may change it): the page then only
  // grows as it is laid out. And the panel above a phone's screen, so no footer shows under the
  // stand-in.
  // Measured before the widget reports its height (its frame page held back): reporting is the
  // hydrated panel's, near the screen, where the frame moves as much laid out early.
  const calendarPages = builtPages(new URL('../..', import.meta.url).pathname)
    .filter((page) => page.route === 'tour' && page.status === 200)
    .filter((page) => toursConfig.tours.some((tour) => tour.booking && page.path.endsWith(`/tours/${tour.slug}`)))
    .map((page) => page.path);
  describe.each([360, 768])("a booking panel's stand-in at %i px", (width) => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await openPage(browser, '/', { width, height: PHONE.height, navigate: false }));
      await holdRequests(page, '**/ventrata-widget.html?*');
    });

    it.each(calendarPages)('is below the panel laid out on %s, and above the screen', async (path) => {
      // Not `load`: the frame's page never comes.
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'domcontentloaded' });
      const panel = page.locator('.booking-panel');
      const calendar = panel.locator('.booking-panel__calendar');
      const standIn = await calendar.evaluate((el) =>
        parseFloat(getComputedStyle(el).containIntrinsicBlockSize.replace('auto', '')),
      );
      expect(await panel.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(PHONE.height);
      await calendar.scrollIntoViewIfNeeded();
      // Its content laid out (the part itself is never inside a part left out).
      await expect.poll(() => laidOut(calendar.locator('.widget-frame'))).toBe(true);
      expect(await calendar.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(standIn);
    });
  });
});

describe('the cookie banner before the code has come', () => {
  /** The page with its code held back, as a phone shows it meanwhile. */
  async function withoutCode(consent?: 'accepted' | 'rejected') {
    const opened = await openOnPhone({ consent });
    await opened.page.route(SITE_CODE, (route) => route.abort());
    await opened.page.goto(new URL('/', baseUrl).href, { waitUntil: 'load' });
    return opened;
  }

  it('is part of the first paint when no choice is stored', async () => {
    const { page } = await withoutCode();
    await expect.poll(() => page.locator(BANNER).isVisible()).toBe(true);
    expect(await page.locator(BANNER).textContent()).toContain(en.cookies.bannerTitle);
    await page.context().close();
  });

  it('is not shown to a visitor who has chosen', async () => {
    for (const consent of ['accepted', 'rejected'] as const) {
      const { page } = await withoutCode(consent);
      expect(await page.locator(BANNER).count()).toBe(1);
      expect(await page.locator(BANNER).isVisible()).toBe(false);
      await page.context().close();
    }
  });

  it('is shown again once the code finds the stored choice too old', async () => {
    const { page, errors } = await openOnPhone();
    await page.addInitScript(() => {
      const old = new Date(Date.now() - 365 * 86_400_000).toISOString();
      if (window.top === window)
        localStorage.setItem('cookieConsent', JSON.stringify({ choice: 'accepted', date: old }));
    });
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'load' });
    await hydrated(page);
    await expect.poll(() => page.locator(BANNER).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is not shown without JavaScript, where no choice could be made', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'load' });
    expect(await page.locator(BANNER).count()).toBe(1);
    expect(await page.locator(BANNER).isVisible()).toBe(false);
    await context.close();
  });
});

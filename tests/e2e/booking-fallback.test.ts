// Booking never dead-ends: when the provider's script or the widget frame fails or hangs, the
// booking panel (and the English launcher, and /book-now) offers to book directly by phone,
// WhatsApp or email, pre-filled with the tour and its language, in the page's language. Also
// Book Now on a tour with a hosted-checkout product, and the bottom bar on phones.
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tour } from '../../src/generated/config-types.ts';
import { site } from '../../src/generated/site.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { BOOKING_TIMEOUT_MS } from '../../src/features/booking/widget-status.ts';
import { accessibilityViolations } from './booking-support.ts';
import { baseUrl, launchBrowser, openPage, type OpenOptions } from './harness.ts';
import { en, fill, texts, tourTexts } from './texts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Tours picked by what the config says about them, never by slug.
const widgetTour = toursConfig.tours.find(
  (tour) => tour.booking && !tour.booking.launcher && tour.booking.products.en,
)!;
const launcherTour = toursConfig.tours.find((tour) => tour.booking?.launcher && tour.booking.products.en)!;
const checkoutTour = toursConfig.tours.find((tour) => !tour.booking && tour.checkoutProduct)!;
const scriptOrigin = new URL(site.booking.scriptUrl).origin;
const checkoutOrigin = new URL(site.booking.checkoutUrl).origin;
/** Longer than the page waits for the provider (about 8 s), as the issue allows. */
const FALLBACK_WAIT = 10_000;

/** Lets the page's wait for a hung provider run out at once, once `started` (the wait has
 * begun): the page's clock, which Playwright drives (`page.clock.install()` before the page
 * opens), is moved on by the whole wait. */
async function outwait(page: Page, started: Promise<unknown>): Promise<void> {
  await started;
  await page.clock.fastForward(BOOKING_TIMEOUT_MS);
}

/** Resolves once the island holding `selector` is live (its code starts the wait). */
const islandLive = (page: Page, selector: string) =>
  page.waitForFunction(
    (part) => document.querySelector(part)?.closest('site-island')?.hasAttribute('data-hydrated') === true,
    selector,
  );

const digits = (value: string) => value.replace(/\D/g, '');
const languageIn = (code: string, locale: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(code)!;
/** Never answers: a request hung on weak Wi-Fi. */
const hang = () => new Promise<never>(() => {});

/** A new page with the cookie choice made and its clock driven by Playwright (`outwait`), not
 * navigated yet (to add routes first). */
async function newPage(options: OpenOptions = {}): Promise<Page> {
  const { page } = await openPage(browser, '/', { consent: 'rejected', ...options, navigate: false });
  await page.clock.install();
  return page;
}

async function visit(page: Page, tour: Tour, lang = 'en'): Promise<void> {
  // Not until `load`: a hung script the page has added holds `load` back for as long as it hangs.
  await page.goto(new URL(`${lang === 'en' ? '' : `/${lang}`}/tours/${tour.slug}`, baseUrl).href, {
    waitUntil: 'domcontentloaded',
  });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Checks the three ways to book directly: tel:, wa.me and mailto:, naming the tour and language. */
async function expectDirectLinks(region: Locator, message: string, subject: string): Promise<void> {
  const hrefs = await region.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toContain(`tel:+${digits(site.contact.phone)}`);

  const whatsapp = new URL(hrefs.find((href) => href.startsWith('https://wa.me/'))!);
  expect(whatsapp.pathname).toBe(`/${digits(site.contact.whatsapp)}`);
  expect(whatsapp.searchParams.get('text')).toBe(message);

  const mail = new URL(hrefs.find((href) => href.startsWith('mailto:'))!);
  expect(mail.pathname).toBe(site.contact.email);
  expect(mail.searchParams.get('subject')).toBe(subject);
  expect(mail.searchParams.get('body')).toBe(message);
}

describe('the booking panel when the provider does not load', () => {
  const tourName = tourTexts(widgetTour.slug).name;
  const values = { tour: tourName, language: languageIn('en', 'en') };
  const fallback = (page: Page) => page.getByRole('region', { name: en.booking.fallbackTitle });

  async function expectFallback(page: Page): Promise<void> {
    await fallback(page).waitFor({ timeout: FALLBACK_WAIT });
    expect(await fallback(page).getByRole('heading', { name: en.booking.fallbackTitle }).isVisible()).toBe(true);
    await expectDirectLinks(
      fallback(page),
      fill(en.booking.requestMessage, values),
      fill(en.booking.requestSubject, values),
    );
    expect(await fallback(page).textContent()).toContain(fill(en.booking.call, { phone: site.contact.phone }));
    // No spinner and no empty white box left where the frame was.
    expect(await page.getByText(en.booking.loading).count()).toBe(0);
    expect(await page.locator('.widget-frame').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    // "Contact us" is a link to the contact page.
    await fallback(page).getByRole('link', { name: en.booking.contactUs }).click();
    await page.waitForURL('**/contact');
  }

  it('offers to book directly when the provider script is refused', async () => {
    const page = await newPage();
    await page.route(`${scriptOrigin}/**`, (route) => route.abort('blockedbyclient'));
    await visit(page, widgetTour);
    await expectFallback(page);
  });

  it('offers to book directly when the provider script hangs', async () => {
    const page = await newPage();
    await page.route(`${scriptOrigin}/**`, hang);
    await visit(page, widgetTour);
    await outwait(page, islandLive(page, '.widget-frame'));
    await expectFallback(page);
  });

  it('offers to book directly when the widget frame itself hangs', async () => {
    const page = await newPage();
    await page.route('**/ventrata-widget.html?*', hang);
    await visit(page, widgetTour);
    await outwait(page, islandLive(page, '.widget-frame'));
    await expectFallback(page);
  });

  it("shows the frame's own failure message, with nothing over it, while the panel's code has not come", async () => {
    const page = await newPage();
    await page.route(`${scriptOrigin}/**`, (route) => route.abort('blockedbyclient'));
    // The panel's island never wakes: its code is held on the way, as on a slow link.
    await page.route('**/assets/booking-panel.island-*.js', hang);
    await visit(page, widgetTour);
    const note = page.locator('.widget-frame__loading');
    await note.scrollIntoViewIfNeeded();
    // The frame's page has shown its own message that the calendar failed.
    const message = page.frameLocator('.widget-frame iframe').locator('.widget-status--error');
    await message.waitFor();
    expect(await message.textContent()).toContain(en.booking.frameFailedText);
    // The panel's loading note is still in the page, but the frame's page covers it.
    expect(await note.textContent()).toBe(en.booking.loading);
    const onTop = await note.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.tagName;
    });
    expect(onTop).toBe('IFRAME');
  });

  it('does so in Spanish on a Spanish page, naming the tour language in Spanish', async () => {
    const es = texts('es');
    const page = await newPage();
    await page.route(`${scriptOrigin}/**`, (route) => route.abort('failed'));
    await visit(page, widgetTour, 'es');
    // The Spanish page's default tour language is Spanish when the tour has a product in it.
    const code = widgetTour.booking!.products.es ? 'es' : 'en';
    const spanish = { tour: tourTexts(widgetTour.slug, 'es').name, language: languageIn(code, 'es') };
    const region = page.getByRole('region', { name: es.booking.fallbackTitle });
    await region.waitFor({ timeout: FALLBACK_WAIT });
    expect(await region.textContent()).toContain(es.booking.fallbackText);
    await expectDirectLinks(region, fill(es.booking.requestMessage, spanish), fill(es.booking.requestSubject, spanish));
    expect(await region.getByRole('link', { name: es.booking.contactUs }).getAttribute('href')).toBe('/es/contact');
  });
});

describe('the English launcher when its script does not load', () => {
  // Only the page's own copy of the script fails: the widget frame (which loads it too) works,
  // so what is seen is the launcher's own fallback.
  const onThePage = (page: Page) => (route: Route) =>
    route.request().frame() === page.mainFrame() ? route.abort('blockedbyclient') : route.fallback();

  it.each([
    ['refused', (page: Page) => onThePage(page)],
    [
      'hung',
      (page: Page) => (route: Route) => (route.request().frame() === page.mainFrame() ? hang() : route.fallback()),
    ],
  ])('gives way to the ways to book directly when the script is %s', async (_, handler) => {
    const page = await newPage();
    await page.route(`${scriptOrigin}/**`, handler(page));
    // The launcher's wait for a hung script is waited out for real: moving the page's clock on
    // would also end the widget frame's own wait, before its stand-in had said it was shown.
    await visit(page, launcherTour);
    const region = page.getByRole('region', { name: en.booking.fallbackTitle });
    await region.waitFor({ timeout: FALLBACK_WAIT });
    expect(await page.locator('[ventrata-checkout]').count()).toBe(0);
    const values = { tour: tourTexts(launcherTour.slug).name, language: languageIn('en', 'en') };
    await expectDirectLinks(region, fill(en.booking.requestMessage, values), fill(en.booking.requestSubject, values));
    // The embedded widget still works beside it, and the offer does not say otherwise.
    expect(await page.locator('iframe.widget-frame__frame').isVisible()).toBe(true);
    expect(await region.textContent()).toContain(en.booking.launcherFallbackText);
    expect(await region.textContent()).not.toContain(en.booking.fallbackText);
  });
});

describe('/book-now when the hosted checkout does not load', () => {
  it.each([
    ['refused', (route: Route) => route.abort('failed')],
    ['hung', hang],
  ])('shows its heading, its intro and the ways to book directly when it is %s', async (how, handler) => {
    const { page } = await openPage(browser, '/', { navigate: false });
    await page.clock.install();
    await page.route(`${checkoutOrigin}/**`, handler);
    // Not waiting for `load`: a hung frame holds it back until the frame gives way.
    await page.goto(new URL('/book-now', baseUrl).href, { waitUntil: 'domcontentloaded' });
    // While it is still on its way, the place it takes says so rather than staying blank.
    if (how === 'hung') expect(await page.getByText(en.booking.loading).isVisible()).toBe(true);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    if (how === 'hung') await outwait(page, islandLive(page, 'iframe[allow="payment"]'));
    expect(await page.getByRole('heading', { level: 1, name: en.booking.bookNowTitle }).isVisible()).toBe(true);
    const intro = page.getByText(fill(en.booking.bookNowIntro, { bookDirectly: en.booking.bookNowDirectLink }));
    expect(await intro.isVisible()).toBe(true);
    const region = page.getByRole('region', { name: en.booking.fallbackTitle });
    await region.waitFor({ timeout: FALLBACK_WAIT });
    // The intro's link to the ways to book directly still leads to them, now in the frame's place.
    expect(await intro.getByRole('link').getAttribute('href')).toBe(`#${await region.getAttribute('id')}`);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByText(en.booking.loading).count()).toBe(0);
    await expectDirectLinks(region, en.booking.bookNowRequestMessage, en.booking.bookNowRequestSubject);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('a tour without a widget that names a hosted-checkout product', () => {
  it('has Book Now open the hosted checkout on that product, not /book-now', async () => {
    const { page } = await openPage(browser, `/tours/${checkoutTour.slug}`, { consent: 'rejected' });
    const bookNow = page.getByRole('region', { name: en.booking.title }).getByRole('link', { name: en.chrome.bookNow });
    const href = new URL((await bookNow.getAttribute('href'))!);
    expect(href.origin).toBe(checkoutOrigin);
    expect(href.searchParams.get('productID')).toBe(checkoutTour.checkoutProduct);
    expect(href.searchParams.get('lang')).toBe('en');
    await page.context().close();
  });

  it("opens it in the page's language", async () => {
    const { page } = await openPage(browser, `/es/tours/${checkoutTour.slug}`, { consent: 'rejected', locale: 'es' });
    const es = texts('es');
    const bookNow = page.getByRole('region', { name: es.booking.title }).getByRole('link', { name: es.chrome.bookNow });
    const href = new URL((await bookNow.getAttribute('href'))!);
    expect([href.searchParams.get('productID'), href.searchParams.get('lang')]).toEqual([
      checkoutTour.checkoutProduct,
      'es',
    ]);
    await page.context().close();
  });
});

declare global {
  interface Window {
    __shiftTotal: number;
  }
}

describe('the bottom bar on a phone', () => {
  const PHONE = { width: 390, height: 844, reducedMotion: true };
  const bar = (page: Page) => page.locator('.sticky-booking-bar');
  const heroButton = (page: Page) => page.locator('.tour-hero__book');
  const panel = (page: Page) => page.locator('#book .booking-panel');
  /** Lets IntersectionObserver deliver and React render what a scroll changed. */
  const settle = (page: Page) =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
    );
  const overlaps = (a: { y: number; height: number }, b: { y: number; height: number }) =>
    a.y < b.y + b.height && b.y < a.y + a.height;

  async function recordShifts(page: Page): Promise<void> {
    await page.context().addInitScript(() => {
      window.__shiftTotal = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) window.__shiftTotal += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  /** Scrolls until the hero's button is just out of view, far above the booking panel. */
  async function scrollPastHero(page: Page): Promise<void> {
    await heroButton(page).evaluate((button) =>
      window.scrollTo(0, button.getBoundingClientRect().bottom + window.scrollY + 100),
    );
    await settle(page);
  }

  it('shows the price and cancellation once the hero button is gone, never over the panel, without moving anything', async () => {
    const page = await newPage(PHONE);
    await recordShifts(page);
    await visit(page, widgetTour);
    expect(await bar(page).isVisible()).toBe(false);

    await scrollPastHero(page);
    await bar(page).waitFor({ state: 'visible' });
    const text = await bar(page).textContent();
    expect(text).toContain(en.tour.checkAvailability);
    const price = new Intl.NumberFormat(en.language.locale, {
      style: 'currency',
      currency: widgetTour.price.currency,
      minimumFractionDigits: 0,
    }).format(widgetTour.price.from);
    // "From €59 · free cancellation up to …", the window as the tour's facts word it.
    expect(text).toContain(fill(en.tour.stickyPrice, { price }).split('{window}')[0]);
    const barBox = (await bar(page).boundingBox())!;
    expect(barBox.y + barBox.height).toBe(PHONE.height);
    expect(overlaps(barBox, (await panel(page).boundingBox())!)).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The panel's top edge comes into view: the bar goes.
    const panelTop = (await panel(page).boundingBox())!.y + (await page.evaluate(() => window.scrollY));
    await page.evaluate((top) => window.scrollTo(0, top), panelTop - PHONE.height + 40);
    await bar(page).waitFor({ state: 'hidden' });

    await scrollPastHero(page);
    await bar(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => window.__shiftTotal)).toBe(0);

    // At the foot of the page the bar goes, leaving the footer's legal links and cookie settings.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await bar(page).waitFor({ state: 'hidden' });
    const footer = page.locator('footer');
    for (const name of [en.chrome.terms, en.chrome.privacy])
      expect(await footer.getByRole('link', { name }).isVisible()).toBe(true);
    await footer.getByRole('button', { name: en.chrome.cookieSettings }).click();
    await page.getByRole('dialog').waitFor();
  });

  it('words the cancellation window in days alone, so that the line fits beside the button in every language', async () => {
    const page = await newPage(PHONE);
    for (const code of site.siteLanguages) {
      await visit(page, widgetTour, code);
      await scrollPastHero(page);
      await bar(page).waitFor({ state: 'visible' });
      const line = page.locator('.sticky-booking-bar__price');
      const lineHeight = await line.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
      expect((await line.boundingBox())!.height, code).toBeLessThanOrEqual(3 * lineHeight + 1);
      expect(await line.textContent(), code).not.toMatch(/\(/);
    }
  });

  it('scrolls to the booking panel and moves focus there', async () => {
    const page = await newPage(PHONE);
    await visit(page, widgetTour);
    await scrollPastHero(page);
    await bar(page).getByRole('link', { name: en.tour.checkAvailability }).click();
    await page.waitForFunction(() => document.activeElement?.matches('#book .booking-panel') === true);
    const box = (await panel(page).boundingBox())!;
    expect(box.y).toBeLessThan(PHONE.height);
    expect(box.y + box.height).toBeGreaterThan(0);
    await bar(page).waitFor({ state: 'hidden' });
  });

  it('stays off the cookie banner while the banner waits for a choice', async () => {
    const { page } = await openPage(browser, '/', { ...PHONE, navigate: false });
    await visit(page, widgetTour);
    const banner = page.locator('dialog[aria-labelledby="cookie-banner-title"]');
    await banner.waitFor();
    await scrollPastHero(page);
    expect(await heroButton(page).isVisible()).toBe(true); // in the page, scrolled away
    expect(await bar(page).isVisible()).toBe(false);

    // Once the visitor has chosen, the banner goes and the bar takes its place.
    await banner.getByRole('button', { name: en.cookies.rejectAll, exact: true }).click();
    await bar(page).waitFor({ state: 'visible' });
  });
});

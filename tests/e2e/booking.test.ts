// The booking panel of the tour pages: the language menu, the widget frame (address, loading
// text, height reports), booking by message for a language without a product, the provider's
// English launcher and its script, Book Now for tours without online booking, and /book-now.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode, Tour } from '../../src/generated/config-types.ts';
import { siteLanguages } from '../../src/generated/languages.ts';
import { site } from '../../src/generated/site.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import {
  accessibilityViolations,
  holdRequests,
  postFromFrame,
  recordedFrameHeights,
  recordFrameHeights,
  waitForFrameHeight,
  widgetFrame,
  widgetFrameQuery,
} from './booking-support.ts';
import { baseUrl, gotoAndHydrate, hydratePart, launchBrowser, openPage } from './harness.ts';
import { en, fill, texts, tourTexts } from './texts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The tours are picked by what the config says about them, never by slug.
const widgetTours = toursConfig.tours.filter((tour) => tour.booking);
const languagesOf = (tour: Tour) => tour.languages;
const productOf = (tour: Tour, code: LanguageCode) => tour.booking?.products[code];
/** A tour with a launcher and a language without a product (the main Colosseum tour). */
const launcherTour = widgetTours.find(
  (tour) => tour.booking?.launcher && languagesOf(tour).some((code) => !productOf(tour, code)),
)!;
const missingLanguage = languagesOf(launcherTour).find((code) => !productOf(launcherTour, code))!;
const otherLanguage = languagesOf(launcherTour).find((code) => code !== 'en' && productOf(launcherTour, code))!;
const noLauncherTour = widgetTours.find((tour) => !tour.booking?.launcher)!;
/** A tour without online booking whose Book Now leads to the site's /book-now page. */
const directTour = toursConfig.tours.find((tour) => !tour.booking && !tour.checkoutProduct)!;
const SCRIPT_STAND_IN = 'window.__ventrataStandIn';

/** The panel's tour language: the browser's own select. */
const languageSelect = (page: Page) => page.getByRole('combobox', { name: 'Tour language' });

async function chooseLanguage(page: Page, code: LanguageCode): Promise<void> {
  await languageSelect(page).selectOption(code);
}

describe('the config behind these tests', () => {
  it('has the tours these tests need: a launcher tour with 7 languages and 6 products, and tours without booking', () => {
    expect(languagesOf(launcherTour)).toHaveLength(7);
    expect(Object.keys(launcherTour.booking!.products)).toHaveLength(6);
    expect(noLauncherTour).toBeDefined();
    expect(directTour).toBeDefined();
  });
});

describe('language menu', () => {
  it('lists the tour languages by name (no flags), each marked in its own language, starting on English', async () => {
    const { page, errors } = await openPage(browser, `/tours/${launcherTour.slug}`, { consent: 'rejected' });
    const select = languageSelect(page);
    expect(await select.inputValue()).toBe('en');
    const options = select.locator('option');
    const expected = languagesOf(launcherTour).map((code) => site.languages.find((l) => l.code === code)!);
    expect(await options.allTextContents()).toEqual(expected.map((l) => l.name));
    expect(await options.evaluateAll((all) => all.map((option) => option.getAttribute('lang')))).toEqual(
      expected.map((l) => l.code),
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps the language chosen, and its calendar, on a return to the page', async () => {
    const { page, errors } = await openPage(browser, `/tours/${noLauncherTour.slug}`, { consent: 'rejected' });
    const other = languagesOf(noLauncherTour).find((code) => code !== 'en' && productOf(noLauncherTour, code))!;
    const frameOf = (code: LanguageCode) => page.locator(`iframe[src*="productID=${productOf(noLauncherTour, code)}"]`);
    await hydratePart(page, '.booking-panel');
    await chooseLanguage(page, other);
    await frameOf(other).waitFor({ state: 'attached' });
    await page.goto(new URL('/about', baseUrl).href);
    await page.goBack();
    await hydratePart(page, '.booking-panel');
    expect(await languageSelect(page).inputValue()).toBe(other);
    await frameOf(other).waitFor({ state: 'attached' });
    expect(await frameOf('en').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('widget frame', () => {
  it("loads the product of the chosen language, in the page's language (English), with the build's cache-buster", async () => {
    const { page, errors } = await openPage(browser, `/tours/${noLauncherTour.slug}`, { consent: 'rejected' });
    const first = await widgetFrameQuery(page);
    expect(first.get('productID')).toBe(productOf(noLauncherTour, 'en'));
    expect(first.get('lang')).toBe('en');
    expect(first.get('cb')).toMatch(/^[0-9a-z]+$/);
    expect(await page.locator('iframe.widget-frame__frame').getAttribute('title')).toBe(
      fill(en.booking.widgetTitle, { tour: tourTexts(noLauncherTour.slug).name, language: 'English' }),
    );

    for (const code of languagesOf(noLauncherTour).filter((c) => c !== 'en')) {
      await chooseLanguage(page, code);
      await page.waitForFunction(
        (product) =>
          document.querySelector('iframe.widget-frame__frame')?.getAttribute('src')?.includes(`productID=${product}`),
        productOf(noLauncherTour, code)!,
      );
      const query = await widgetFrameQuery(page);
      expect(query.get('lang')).toBe('en');
      // The build's ID: a new build fetches the frame page anew (scripts/build.ts).
      expect(query.get('cb')).toBe(first.get('cb'));
      expect(await page.locator('iframe').count()).toBe(1);
    }
    // The frame page itself renders the provider's widget for that product.
    const frame = await widgetFrame(page);
    const lastCode = languagesOf(noLauncherTour).at(-1)!;
    const widget = frame.locator('[ventrata-embedded-widget]');
    await widget.getByText(`Stand-in widget for product ${productOf(noLauncherTour, lastCode)}`).waitFor();
    expect(JSON.parse((await widget.getAttribute('data-config'))!)).toEqual({
      productID: productOf(noLauncherTour, lastCode),
      lang: 'en',
    });
    const config = await frame.evaluate(() =>
      document.querySelector('script[src*="ventrata-checkout"]')?.getAttribute('data-config'),
    );
    expect(JSON.parse(config!)).toEqual({ apiKey: site.booking.apiKey, env: site.booking.env, embedded: true });
    expect(errors).toEqual([]);
  });

  it('shows the loading text until the frame has loaded', async () => {
    const opened = await openPage(browser, `/tours/${noLauncherTour.slug}`, { consent: 'rejected', navigate: false });
    const { page } = opened;
    const frameRequests = await holdRequests(page, '**/ventrata-widget.html?*');
    // Not until `load`: the page's load waits for its frame, held here.
    await page.goto(new URL(`/tours/${noLauncherTour.slug}`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('iframe.widget-frame__frame').waitFor({ state: 'attached' });
    await expect.poll(() => frameRequests.held()).toBe(1);
    expect(await page.getByText(en.booking.loading).isVisible()).toBe(true);
    expect(await page.locator('iframe.widget-frame__frame').getAttribute('height')).toBe('900');
    // The frame's space is reserved before it loads, so nothing below it moves.
    expect((await page.locator('.widget-frame').boundingBox())?.height).toBe(900);

    frameRequests.release();
    await page.getByText(en.booking.loading).waitFor({ state: 'detached' });
    expect(await page.locator('iframe.widget-frame__frame').isVisible()).toBe(true);
  });

  it('takes its height from the frame, never below 520, and ignores other windows and non-numbers', async () => {
    const { page, errors } = await openPage(browser, `/tours/${noLauncherTour.slug}`, { consent: 'rejected' });
    const frame = await widgetFrame(page);
    // The stand-in widget is 1200 px tall; the frame page reports that on its own.
    await page.waitForFunction(
      () => Number(document.querySelector('iframe.widget-frame__frame')?.getAttribute('height')) >= 1200,
    );
    await recordFrameHeights(page);

    await postFromFrame(frame, { type: 'ventrataWidgetHeight', height: 1500 });
    await waitForFrameHeight(page, 1500);
    const box = await page.locator('iframe.widget-frame__frame').boundingBox();
    expect(box?.height).toBe(1500);

    await postFromFrame(frame, { type: 'ventrataWidgetHeight', height: 100 });
    await waitForFrameHeight(page, 520);

    // From the page itself (another window than the frame), then non-numeric heights from the
    // frame; a last good report proves the others have been handled before it.
    await page.evaluate(() => window.postMessage({ type: 'ventrataWidgetHeight', height: 700 }, location.origin));
    await postFromFrame(frame, { type: 'ventrataWidgetHeight', height: '800' });
    await postFromFrame(frame, { type: 'ventrataWidgetHeight', height: Number.NaN });
    await postFromFrame(frame, { type: 'ventrataWidgetHeight', height: Number.POSITIVE_INFINITY });
    await postFromFrame(frame, { type: 'anotherMessage', height: 640 });
    await postFromFrame(frame, { type: 'ventrataWidgetHeight', height: 610 });
    await waitForFrameHeight(page, 610);
    expect(await recordedFrameHeights(page)).toEqual(['1500', '520', '610']);
    expect(errors).toEqual([]);
  });
});

describe('widget frame page', () => {
  it('refuses a product that is not a UUID, without loading the provider', async () => {
    const { page, external } = await openPage(browser, '/', { navigate: false });
    await page.goto(new URL('/ventrata-widget.html?productID=not-a-product&lang=en&cb=1', baseUrl).href);
    await page.getByRole('alert').getByText(en.booking.frameFailedText).waitFor();
    expect(await page.locator('[ventrata-embedded-widget]').count()).toBe(0);
    expect(external).toEqual([]);
  });

  it("says in the page's language that it is loading, then that booking is unavailable when the provider script cannot be loaded", async () => {
    const { page, errors } = await openPage(browser, '/', { navigate: false });
    // The provider's script is held, then refused.
    let refuse!: () => void;
    const held = new Promise<void>((resolve) => (refuse = resolve));
    await page.route(`${new URL(site.booking.scriptUrl).origin}/**`, async (route) => {
      await held;
      await route.abort('failed');
    });
    await page.goto(
      new URL(`/ventrata-widget.html?productID=${productOf(noLauncherTour, 'en')}&lang=es&cb=1`, baseUrl).href,
    );
    const es = texts('es').booking;
    await page.getByRole('status').getByText(es.loading).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    refuse();
    await page.getByRole('alert').getByText(es.frameFailedText).waitFor();
    expect(errors.some((error) => error.includes("The booking provider's script could not be loaded"))).toBe(true);
  });
});

describe('a language without a product', () => {
  it('shows how to book by WhatsApp or email, and no frame', async () => {
    const { page, errors } = await openPage(browser, `/tours/${launcherTour.slug}`, { consent: 'rejected' });
    await chooseLanguage(page, missingLanguage);
    const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(missingLanguage)!;
    const panel = page.getByRole('region', { name: fill(en.booking.byMessageTitle, { language: english }) });
    await panel.waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByText(en.booking.loading).count()).toBe(0);

    const whatsapp = await panel.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
    expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${site.contact.whatsapp.replace(/\D/g, '')}(\\?|$)`));
    expect(await accessibilityViolations(page)).toEqual([]);
    const mail = new URL((await panel.getByRole('link', { name: /email/ }).getAttribute('href'))!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(site.contact.email);
    const subject = mail.searchParams.get('subject')!;
    expect(subject).toBe(
      fill(en.booking.requestSubject, { tour: tourTexts(launcherTour.slug).name, language: english }),
    );
    expect(subject).toContain(english);

    // Back to a language with a product: the frame returns.
    await chooseLanguage(page, 'en');
    await page.locator('iframe.widget-frame__frame').waitFor();
    expect((await widgetFrameQuery(page)).get('productID')).toBe(productOf(launcherTour, 'en'));
    expect(errors).toEqual([]);
  });
});

describe('on a phone, below the fold', () => {
  // The frame is lazy in the HTML (it must not hold the first paint): the browser starts it once
  // the page is laid out when it is near enough, and the islands' runtime once the main photo
  // shows when it is not, as on the smallest phone, where it would otherwise wait for a scroll.
  it.each([
    [390, 844],
    [320, 568],
  ])('requests the booking frame without a scroll, at %i × %i px', async (width, height) => {
    const { page } = await openPage(browser, `/tours/${launcherTour.slug}`, {
      width,
      height,
      consent: 'rejected',
      navigate: false,
    });
    const frameRequested = page.waitForRequest('**/ventrata-widget.html?*', { timeout: 10_000 });
    await page.goto(new URL(`/tours/${launcherTour.slug}`, baseUrl).href, { waitUntil: 'commit' });
    await frameRequested;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const panel = await page.locator('.booking-panel').boundingBox();
    expect(panel!.y).toBeGreaterThan(height);
    await page.context().close();
  });
});

describe('English launcher', () => {
  const launcher = (page: Page) => page.locator('[ventrata-checkout]');
  const standIn = (page: Page) =>
    page.evaluate<{ loads: number; configs: string[] } | null>(`${SCRIPT_STAND_IN} ?? null`);

  it('is shown with English and loads the checkout script; other languages hide it; English again reloads the script', async () => {
    const { page, errors, external } = await openPage(browser, `/tours/${launcherTour.slug}`, { consent: 'rejected' });
    const element = launcher(page);
    expect(await element.isVisible()).toBe(true);
    expect(await element.textContent()).toBe(en.booking.launcher);
    expect(JSON.parse((await element.getAttribute('data-config'))!)).toEqual({
      productID: productOf(launcherTour, 'en'),
      lang: 'en',
    });

    await page.waitForFunction(
      () => document.querySelector('[ventrata-checkout]')?.getAttribute('data-stand-in-ready') === 'true',
    );
    const script = page.locator(`body > script[type="module"][src^="${new URL(site.booking.scriptUrl).origin}/"]`);
    expect(await script.count()).toBe(1);
    expect(await script.getAttribute('src')).toBe(site.booking.scriptUrl);
    expect(JSON.parse((await script.getAttribute('data-config'))!)).toEqual({
      apiKey: site.booking.apiKey,
      env: site.booking.env,
    });
    expect((await standIn(page))?.loads).toBe(1);
    expect(external).toContain(new URL(site.booking.scriptUrl).host);

    await chooseLanguage(page, otherLanguage);
    expect(await element.isVisible()).toBe(false);
    await chooseLanguage(page, missingLanguage);
    expect(await element.isVisible()).toBe(false);
    await chooseLanguage(page, 'en');
    expect(await element.isVisible()).toBe(true);
    await page.waitForFunction(
      () => document.querySelector('[ventrata-checkout]')?.getAttribute('data-stand-in-ready') === 'true',
    );
    expect((await standIn(page))?.loads).toBe(2);
    expect(await script.count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('is reachable and pressed with the keyboard, and once bound leaves the page to the pop-up', async () => {
    const { page } = await openPage(browser, `/tours/${launcherTour.slug}`, { consent: 'rejected' });
    await page.waitForFunction(
      () => document.querySelector('[ventrata-checkout]')?.getAttribute('data-stand-in-ready') === 'true',
    );
    await page.evaluate(() => {
      const el = document.querySelector('[ventrata-checkout]')!;
      el.addEventListener('click', () => ((window as unknown as { __launched: number }).__launched = 1));
      // After the page's own handler: whether it kept the link from leading away.
      addEventListener(
        'click',
        (event) => ((window as unknown as { __stayed: boolean }).__stayed = event.defaultPrevented),
      );
    });
    await languageSelect(page).focus();
    await page.keyboard.press('Tab');
    expect(await launcher(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (window as unknown as { __launched?: number }).__launched)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/tours/${launcherTour.slug}`);
  });

  it('opens the hosted checkout on its product when tapped before its script has bound it', async () => {
    const { page } = await openPage(browser, `/tours/${launcherTour.slug}`, { consent: 'rejected', navigate: false });
    // The checkout script held back (a slow link): the launcher is still the page's HTML.
    await holdRequests(page, `${new URL(site.booking.scriptUrl).origin}/**`);
    await gotoAndHydrate(page, `/tours/${launcherTour.slug}`);
    await launcher(page).click();
    await page.waitForURL((url) => url.origin === new URL(site.booking.checkoutUrl).origin);
    const query = new URL(page.url()).searchParams;
    expect(query.get('productID')).toBe(productOf(launcherTour, 'en'));
    expect(query.get('lang')).toBe('en');
  });

  it('is not on tours without a launcher, which do not load the checkout script', async () => {
    const { page, external } = await openPage(browser, `/tours/${noLauncherTour.slug}`, { consent: 'rejected' });
    const frame = await widgetFrame(page);
    await frame
      .locator('[ventrata-embedded-widget]')
      .getByText(/^Stand-in widget/)
      .waitFor();
    expect(await launcher(page).count()).toBe(0);
    expect(await page.locator('script[src*="ventrata-checkout"]').count()).toBe(0);
    expect(await standIn(page)).toBeNull();
    // The frame page loads it for the embedded widget, inside the frame only.
    expect(external).toContain(new URL(site.booking.scriptUrl).host);

    await gotoAndHydrate(page, '/tours');
    expect(await page.locator('script[src*="ventrata-checkout"]').count()).toBe(0);
  });
});

describe('tours without online booking', () => {
  it('are booked directly: the tour language to choose, and call, WhatsApp and email naming the tour and it', async () => {
    const { page, errors } = await openPage(browser, `/tours/${directTour.slug}`, { consent: 'rejected' });
    const panel = page.getByRole('region', { name: 'Book this tour' });
    expect(await page.locator('iframe').count()).toBe(0);
    const name = tourTexts(directTour.slug).name;
    const hrefs = () => panel.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    const whatsapp = async () => {
      const href = (await hrefs()).find((link) =>
        link.startsWith(`https://wa.me/${site.contact.whatsapp.replace(/\D/g, '')}`),
      );
      return new URL(href!).searchParams.get('text');
    };
    expect(await hrefs()).not.toContain('/book-now');
    expect(await hrefs()).toContain(`tel:+${site.contact.phone.replace(/\D/g, '')}`);
    expect((await hrefs()).some((href) => href.startsWith(`mailto:${site.contact.email}`))).toBe(true);
    expect(await whatsapp()).toBe(fill(en.booking.requestMessage, { tour: name, language: 'English' }));

    // Another of the tour's languages, chosen in the panel, is named in the request.
    const other = directTour.languages.find((code) => code !== 'en')!;
    const otherName = new Intl.DisplayNames(['en'], { type: 'language' }).of(other)!;
    await hydratePart(page, '.booking-panel');
    await chooseLanguage(page, other);
    await expect.poll(whatsapp).toBe(fill(en.booking.requestMessage, { tour: name, language: otherName }));
    expect(errors).toEqual([]);
  });
});

describe('/book-now', () => {
  it('frames the hosted checkout in English under a visible heading, filling the window below it', async () => {
    // No stored consent: the harness would write it from an init script, which also runs in the
    // provider's cross-origin frame and fails there. The banner does not move the frame.
    const { page, errors } = await openPage(browser, '/book-now', { width: 1280, height: 800 });
    const frame = page.locator('iframe');
    expect(await frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toBe(site.booking.checkoutUrl);
    expect(new URL(site.booking.checkoutUrl).searchParams.get('lang')).toBe('en');
    expect(await frame.getAttribute('title')).toBeTruthy();

    const heading = page.getByRole('heading', { level: 1, name: en.booking.bookNowTitle });
    expect(await heading.isVisible()).toBe(true);
    const intro = page.getByText(fill(en.booking.bookNowIntro, { bookDirectly: en.booking.bookNowDirectLink }));
    expect(await intro.isVisible()).toBe(true);
    const header = await page.locator('.site-header__inner').boundingBox();
    const box = await frame.boundingBox();
    expect(box!.y).toBeGreaterThan((await heading.boundingBox())!.y);
    expect(box?.height).toBe(800 - header!.height);
    expect(box?.width).toBe(1280);

    const content = await frame.elementHandle().then((handle) => handle.contentFrame());
    await content!.getByText('Checkout stand-in').waitFor();

    // Below the checkout, the ways to book directly, folded; the intro's link unfolds them and
    // brings them into view.
    const direct = page.locator('details', { has: page.getByText(en.booking.fallbackTitle) });
    expect(await direct.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect((await direct.boundingBox())!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
    await intro.getByRole('link', { name: en.booking.bookNowDirectLink }).click();
    const call = direct.locator('a[href^="tel:"]');
    await expect.poll(() => call.isVisible()).toBe(true);
    const callBox = (await call.boundingBox())!;
    expect(callBox.y + callBox.height).toBeLessThanOrEqual(800);
    expect(errors).toEqual([]);
  });

  it("frames it in the page's language on the page of each other language", async () => {
    for (const { code } of siteLanguages.slice(1)) {
      const response = await fetch(new URL(`/${code}/book-now`, baseUrl));
      const src = /<iframe[^>]*\bsrc="([^"]+)"/.exec(await response.text())?.[1]?.replaceAll('&amp;', '&');
      expect(src && new URL(src).origin).toBe(new URL(site.booking.checkoutUrl).origin);
      expect(new URL(src!).searchParams.get('lang')).toBe(code);
    }
  });
});

// Home, cookie consent, meeting point, guide pages, the 404 and "Coming Soon" pages, and a
// console-error sweep over every route.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/generated/site.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { baseUrl, gotoAndHydrate, hydratePart, launchBrowser, openPage, type OpenedPage } from './harness.ts';
import { en, fill, texts, tourTexts } from './texts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page', () => {
  it('has the hero call, the partner strip, the first tours, the testimonials', async () => {
    const { page, errors, blocked } = await openPage(browser, '/', { consent: 'rejected' });
    const explore = page.getByRole('link', { name: en.home.heroButton });
    expect(await explore.getAttribute('href')).toBe('/tours');

    const partners = page.locator('.partners__list li');
    expect(await partners.count()).toBe(site.partners.length + 1);
    expect(await partners.last().textContent()).toBe(en.home.partnersSoon);
    for (const partner of site.partners) expect(await page.getByRole('img', { name: partner.name }).count()).toBe(1);

    // Each card is one link: the tour's name, stretched over the card.
    const cards = page.locator('main .tour-card__link');
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      toursConfig.cardOrder.slice(0, toursConfig.homeCardCount).map((slug) => `/tours/${slug}`),
    );
    // Under them, the way to the tours they leave out.
    const allTours = page.getByRole('link', {
      name: fill(en.home.allToursLink, { count: toursConfig.cardOrder.length }),
    });
    expect(toursConfig.cardOrder.length).toBeGreaterThan(toursConfig.homeCardCount);
    expect(await allTours.getAttribute('href')).toBe('/tours');

    // Each partner logo links to the company's profile there (tests/e2e/visual-fixes.test.ts: more).
    expect(
      await page.locator('.partners__list a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(site.partners.map((partner) => partner.url));

    expect(en.testimonials).toHaveLength(site.testimonials.length);
    // The reviewers' photos are the site's own, like every photo: no third party sees the visit.
    const avatars = page.locator('.testimonial__avatar img');
    expect(await avatars.count()).toBe(site.testimonials.length);
    for (const src of await avatars.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? '')))
      expect(src).toMatch(/^\/img\/avatar-/);
    for (const [i, t] of site.testimonials.entries()) {
      expect(await page.getByText(en.testimonials[i]!.text).count()).toBe(1);
      expect(await page.getByRole('img', { name: fill(en.home.rating, { rating: t.rating }) }).count()).toBeGreaterThan(
        0,
      );
    }
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
  });

  it('opens at most one FAQ answer at a time, and closes the open one on a second click', async () => {
    const { page } = await openPage(browser, '/', { consent: 'rejected' });
    const questions = page.locator('.faq__item summary');
    expect(await questions.count()).toBe(en.faq.length);
    const openAnswers = () => page.locator('.faq__item[open] .faq__answer').count();
    expect(await openAnswers()).toBe(0);

    await questions.nth(0).click();
    expect(await questions.nth(0).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(true);
    expect(await openAnswers()).toBe(1);
    await questions.nth(2).click();
    expect(await questions.nth(0).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(
      false,
    );
    expect(await questions.nth(2).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(true);
    expect(await openAnswers()).toBe(1);
    // The arrival advice is the configured value, filled into the answer.
    expect(await page.locator('.faq__item[open] .faq__answer').textContent()).toContain(
      fill(en.faq[2]!.answer, { arrivalMinutes: site.policies.arrivalMinutes }),
    );
    expect(await page.locator('.faq__item[open] .faq__answer').textContent()).toContain(
      `${site.policies.arrivalMinutes} minutes`,
    );
    await questions.nth(2).click();
    expect(await openAnswers()).toBe(0);

    // Keyboard: Enter and Space toggle the focused question.
    await questions.nth(4).focus();
    await page.keyboard.press('Enter');
    expect(await questions.nth(4).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Space');
    expect(await questions.nth(4).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(
      false,
    );
  });

  it("links the FAQ's {contactUs} to the contact page in the page's language", async () => {
    const { page, errors } = await openPage(browser, '/', { consent: 'rejected', navigate: false });
    for (const code of site.siteLanguages) {
      const prefix = code === site.siteLanguages[0] ? '' : `/${code}`;
      await gotoAndHydrate(page, `${prefix}/`);
      const faq = texts(code).faq;
      const asking = faq.findIndex((item) => item.answer.includes('{contactUs}'));
      expect(asking).toBeGreaterThanOrEqual(0);
      await page.locator('.faq__item summary').nth(asking).click();
      const link = page
        .locator('.faq__item[open] .faq__answer')
        .getByRole('link', { name: texts(code).chrome.contactUs });
      expect(await link.getAttribute('href')).toBe(`${prefix}/contact`);
      await link.click();
      await page.waitForURL(`**${prefix}/contact`);
    }
    expect(errors).toEqual([]);
  });
});

describe('cookie consent', () => {
  const banner = 'dialog[aria-labelledby="cookie-banner-title"]';
  const stored = (page: import('playwright-core').Page) =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as { choice: string; date: string } | null,
    );

  it('shows the banner until a choice; Accept All stores it and survives a reload', async () => {
    const { page } = await openPage(browser, '/');
    expect(await page.locator(banner).isVisible()).toBe(true);
    expect(await stored(page)).toBeNull();
    await page.getByRole('button', { name: 'Accept All' }).click();
    expect(await page.locator(banner).count()).toBe(0);
    const value = await stored(page);
    expect(value?.choice).toBe('accepted');
    expect(Date.now() - Date.parse(value!.date)).toBeLessThan(86_400_000);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.locator(banner).count()).toBe(0);
  });

  // The browser tests read the page's "live" mark as "every island that wakes at load has run its
  // effects": the banner's own code arriving last, it came one frame before the banner's effect
  // hid the banner for a stored choice.
  it('a stored choice: the banner is gone when the page says its islands are live, its code arriving last', async () => {
    const { page } = await openPage(browser, '/', { consent: 'accepted', navigate: false });
    await page.route('**/assets/cookie-consent.island-*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        document.documentElement.dataset.bannersAtMark = String(document.querySelectorAll(selector).length);
        observer.disconnect();
      }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
    }, banner);
    await gotoAndHydrate(page, '/');
    expect(await page.evaluate(() => document.documentElement.dataset.bannersAtMark)).toBe('0');
  });

  it('Reject All and the close X both store "rejected"', async () => {
    for (const button of ['Reject All', 'Close and reject all']) {
      const { page } = await openPage(browser, '/about');
      await page.getByRole('button', { name: button, exact: true }).click();
      expect(await page.locator(banner).count()).toBe(0);
      expect((await stored(page))?.choice).toBe('rejected');
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.locator(banner).count()).toBe(0);
    }
  });

  it('Cookie Settings opens a dialog whose choice is saved, and the footer link reopens it', async () => {
    const { page } = await openPage(browser, '/');
    await page.getByRole('button', { name: 'Cookie Settings', exact: true }).click();
    // The settings' code is loaded by the click: the dialog shows as soon as it has arrived.
    const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
    await dialog.waitFor({ timeout: 5000 });
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('checkbox', { name: /Third-party content/ }).check();
    await dialog.getByRole('button', { name: 'Save my choice' }).click();
    expect(await dialog.count()).toBe(0);
    expect((await stored(page))?.choice).toBe('accepted');

    await page.getByRole('button', { name: 'Cookie settings', exact: true }).click();
    const reopened = page.getByRole('dialog', { name: 'Cookie Settings' });
    expect(await reopened.getByRole('checkbox', { name: /Third-party content/ }).isChecked()).toBe(true);
    await reopened.getByRole('button', { name: 'Reject All' }).click();
    expect((await stored(page))?.choice).toBe('rejected');
  });

  it('loads the map only after consent; before, a placeholder offers to load it once', async () => {
    const { page, external } = await openPage(browser, '/meeting-point', { consent: 'rejected' });
    expect(await page.locator('iframe[title^="Map"]').count()).toBe(0);
    expect(external.filter((host) => host === new URL(site.meetingPoint.mapEmbedUrl).host)).toEqual([]);
    // The link beside the map, then one per tour in the list of meeting points, named with its tour.
    const beside = page.getByRole('link', { name: en.meetingPoint.openInMapsApp, exact: true });
    expect(await beside.getAttribute('href')).toBe(site.meetingPoint.mapLinkUrl);
    for (const tour of toursConfig.tours) {
      const name = `${en.meetingPoint.openInMapsApp} (${tourTexts(tour.slug).name})`;
      const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
      expect(href).toContain(String(tour.meetingPoint.lat));
    }
    await page.getByRole('button', { name: en.meetingPoint.loadOnce }).click();
    const frame = page.locator('iframe[title^="Map"]');
    expect(new URL(page.url()).hash).toBe('');
    expect(await frame.getAttribute('src')).toBe(site.meetingPoint.mapEmbedUrl);
    await page.frameLocator('iframe[title^="Map"]').getByText('Map stand-in').waitFor();
    expect((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? '').toContain('rejected');

    // An address with the fragment the button leads to, opened from a shared link: nothing loads.
    await gotoAndHydrate(page, '/tours');
    await gotoAndHydrate(page, '/meeting-point#load-map-once');
    await hydratePart(page, '.map-embed--blocked');
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await page.locator('iframe[title^="Map"]').count()).toBe(0);
    // The button, pressed with Space as a button is.
    await page.getByRole('button', { name: en.meetingPoint.loadOnce }).focus();
    await page.keyboard.press('Space');
    await page.locator('iframe[title^="Map"]').waitFor();

    const accepted = await openPage(browser, '/meeting-point', { consent: 'accepted' });
    expect(await accepted.page.locator('iframe[title^="Map"]').getAttribute('src')).toBe(site.meetingPoint.mapEmbedUrl);
  });
});

describe('meeting point', () => {
  it('gives the Colosseum meeting text and three photos that open in a new tab', async () => {
    const { page } = await openPage(browser, '/meeting-point', { consent: 'rejected' });
    const text = await page.locator('main').textContent();
    expect(text).toContain(en.meetingPoint.title);
    expect(text).toContain(en.meetingPoint.place);
    expect(text).toContain(site.meetingPoint.address);
    expect(text).toContain(`${site.policies.arrivalMinutes} minutes`);
    const links = page.locator('.meeting-point__gallery a');
    expect(await links.count()).toBe(site.meetingPoint.photos.length);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      const response = await page.request.get(new URL((await link.getAttribute('href'))!, baseUrl).href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
    }
  });
});

describe('guide pages', () => {
  it("thanks the visitor in the guide's language and links to the review page", async () => {
    const { page, errors } = await openPage(browser, '/', { consent: 'rejected', navigate: false });
    for (const guide of site.guides) {
      await gotoAndHydrate(page, `/guide/${guide.slug}`);
      expect(await page.getAttribute('html', 'lang')).toBe(guide.language);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(guide.name);
      const review = page.locator(`a[href="${guide.reviewUrl}"]`);
      expect(await review.count()).toBe(1);
      expect(
        await page.locator('.guide-photo img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    const spanish = site.guides.find((g) => g.language === 'es')!;
    await gotoAndHydrate(page, `/guide/${spanish.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Gracias/);
  });

  it('replaces a photo that fails to load with "Photo Coming Soon"', async () => {
    const guide = site.guides.find((g) => g.language === 'en')!;
    const stem = guide.photo.replace(/\.\w+$/, '');
    const { page } = await openPage(browser, `/guide/${guide.slug}`, { consent: 'rejected', navigate: false });
    await page.route(`**/img/${stem}.*`, (route) => route.fulfill({ status: 404, body: '' }));
    await gotoAndHydrate(page, `/guide/${guide.slug}`);
    await page.getByText('Photo Coming Soon').waitFor();
    expect(await page.locator('.guide-photo img').count()).toBe(0);
  });
});

describe('not found and coming soon', () => {
  it.each([
    ['/no-such-page', 'Page Not Found'],
    ['/tours/no-such-tour', 'Tour Information Page - Coming Soon'],
    ['/book/some-tour', 'Booking Page - Coming Soon'],
  ])('%s answers 404 with "%s"', async (path, heading) => {
    const { page, errors } = await openPage(browser, path, { consent: 'rejected', navigate: false });
    const response = await page.goto(new URL(path, baseUrl).href);
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // Chromium reports the document's own 404 status on the console; nothing else may appear.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('offers a way home from the 404 page', async () => {
    const { page } = await openPage(browser, '/missing', { consent: 'rejected' });
    expect(await page.getByText("Oops! The page you're looking for doesn't exist or has been moved...").count()).toBe(
      1,
    );
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
});

describe('every route', () => {
  const paths = [
    '/',
    '/tours',
    '/about',
    '/contact',
    '/meeting-point',
    '/terms',
    '/privacy',
    '/book-now',
    '/faq',
    ...toursConfig.tours.map((t) => `/tours/${t.slug}`),
    ...site.guides.map((g) => `/guide/${g.slug}`),
  ];

  // One tab walks them all, as a visitor who has made no cookie choice: opening a tab is the
  // costly part of a visit on a small machine, and no page stores anything on its own.
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(browser, '/', { navigate: false });
  });

  it.each(paths)('%s loads without console errors or outside requests', async (path) => {
    const { page, errors, blocked } = opened;
    errors.length = 0;
    blocked.length = 0;
    await gotoAndHydrate(page, path);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
  });
});

// /tours and every tour page: the cards in the configured order, and each fact of a tour page
// as tours.yaml states it (the facts of each tour live there, so the pages are checked against
// the config, worded the way src/lib/format.ts words it).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tour } from '../../src/generated/config-types.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { formatters } from '../../src/lib/format.ts';
import { accessibilityViolations } from './booking-support.ts';
import { baseUrl, gotoAndHydrate, launchBrowser, openPage } from './harness.ts';
import { en, tourTexts } from './texts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The site's own wording of the facts, with the English words of i18n/en.yaml.
const f = formatters(en.format, en.language.locale);
const englishName = (code: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code)!;

describe('/tours', () => {
  it('shows all tour cards in the configured order, each linking to its tour page', async () => {
    const { page, errors, blocked } = await openPage(browser, '/tours', { consent: 'rejected' });
    const cards = page.getByRole('main').locator('.tour-card');
    expect(await cards.count()).toBe(12);
    expect(toursConfig.cardOrder).toHaveLength(12);

    const names = await cards.getByRole('heading').allTextContents();
    expect(names).toEqual(toursConfig.cardOrder.map((slug) => tourTexts(slug).name));

    // Each card has one link, named by its tour alone, and "View Tour" is no link of its own.
    const links = cards.getByRole('link');
    expect(await links.count()).toBe(12);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(toursConfig.cardOrder.map((slug) => `/tours/${slug}`));
    for (const slug of toursConfig.cardOrder) {
      expect(await cards.getByRole('link', { name: tourTexts(slug).name, exact: true }).count()).toBe(1);
    }
    expect(await cards.getByRole('link', { name: en.tourList.viewTour }).count()).toBe(0);
    expect(await cards.locator('a a, a button').count()).toBe(0);

    // Every card shows its photo with the configured description and alt text.
    for (const [i, slug] of toursConfig.cardOrder.entries()) {
      const card = cards.nth(i);
      expect(await card.locator('img').getAttribute('alt')).toBe(tourTexts(slug).card.alt);
      expect(await card.textContent()).toContain(tourTexts(slug).card.description);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
  });

  it('lays the cards out in one column on a phone, two on a tablet and three on a desktop', async () => {
    const { page } = await openPage(browser, '/tours', { consent: 'rejected', width: 390 });
    const columns = () =>
      page
        .locator('.tour-card')
        .evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size);
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await columns()).toBe(3);
  });

  it('opens a tour page from anywhere on its card', async () => {
    const { page, errors } = await openPage(browser, '/tours', { consent: 'rejected' });
    const slug = toursConfig.cardOrder[4]!;
    // Anywhere on the card opens it: here its photo, which is outside the link's own text.
    const photo = page.locator('.tour-card').nth(4).locator('img');
    await photo.scrollIntoViewIfNeeded();
    const box = (await photo.boundingBox())!;
    // A tap where the photo shows (the link's overlay receives it).
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`**/tours/${slug}`);
    await page.getByRole('heading', { level: 1, name: tourTexts(slug).name }).waitFor();
    expect(errors).toEqual([]);
  });
});

/** The tour page's facts as label → text. */
async function facts(page: Page): Promise<Record<string, string>> {
  const pairs = await page
    .locator('.tour-facts .tour-fact')
    .evaluateAll((items) =>
      items.map((item) => [item.querySelector('dt')?.textContent ?? '', item.querySelector('dd')?.textContent ?? '']),
    );
  return Object.fromEntries(pairs) as Record<string, string>;
}

describe('tour pages', () => {
  let page: Page;
  let errors: string[];
  let blocked: string[];
  beforeAll(async () => {
    ({ page, errors, blocked } = await openPage(browser, '/tours', { consent: 'rejected' }));
  });

  it.each(toursConfig.tours.map((tour) => [tour.slug, tour] as [string, Tour]))(
    '/tours/%s shows every fact of the tour',
    async (slug, tour) => {
      await gotoAndHydrate(page, `/tours/${slug}`);
      const text = tourTexts(slug);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(text.name);

      const shown = await facts(page);
      expect(shown).toEqual({
        [en.tour.duration]: f.duration(tour.duration),
        [en.tour.groupSize]: f.groupSize(tour.groupSize),
        [en.tour.languages]: f.languages(tour.languages),
        [en.tour.price]: f.price(tour.price),
        [en.tour.startTimes]: f.list(tour.startTimes),
        [en.tour.meetingPoint]: `${text.meetingPoint} ${en.tour.openInMaps}`,
      });
      expect(en.tour.duration).toBe('Duration');
      for (const code of tour.languages) expect(shown.Languages).toContain(englishName(code));
      for (const time of tour.startTimes) expect(shown['Start times']).toContain(time);
      const maps = await page.locator('.tour-fact--meeting-point a').getAttribute('href');
      expect(maps).toContain(String(tour.meetingPoint.lat));
      expect(maps).toContain(String(tour.meetingPoint.lng));
      // The tour's own numbers (hours, group size, price), whatever the wording.
      expect(shown.Duration).toContain(String(tour.duration.hours));
      if (tour.duration.maxHours) expect(shown.Duration).toContain(String(tour.duration.maxHours));
      if (tour.duration.approximate) expect(shown.Duration).toMatch(/^About /);
      expect(shown['Group size']).toContain(String(tour.groupSize.max));
      // On a cart the price is still per person, and the page says so where it gives the cart's size.
      if (tour.groupSize.per === 'cart') expect(shown['Group size']).toMatch(/per cart, price per person/);
      expect(shown.Price).toMatch(new RegExp(`^From €${tour.price.from} per person$`));

      const main = page.getByRole('main');
      expect(await main.locator('.tour-overview__description').textContent()).toBe(text.description);
      expect(
        await main.getByRole('region', { name: en.tour.highlights }).getByRole('listitem').allTextContents(),
      ).toEqual(text.highlights);
      // What the price includes and leaves out, right after the facts (before the story).
      for (const [name, items] of [
        [en.tour.included, text.included],
        [en.tour.notIncluded, text.notIncluded],
      ] as const)
        expect(await main.getByRole('region', { name, exact: true }).getByRole('listitem').allTextContents()).toEqual(
          items,
        );
      const order = await main.evaluate((el) =>
        [...el.querySelectorAll('.tour-page__main h2')].map((heading) => heading.id).slice(0, 3),
      );
      expect(order).toEqual(['tour-included', 'tour-not-included', 'tour-about']);
      const policy = await main.getByRole('region', { name: 'Cancellation policy' }).locator('p').textContent();
      expect(policy).toBe(f.cancellationPolicy(tour.cancellationHours));
      expect(policy).toContain(`${tour.cancellationHours} hours`);

      // What to know before going, after the highlights.
      expect(
        await main.getByRole('region', { name: en.tour.knowBeforeYouGo }).getByRole('listitem').allTextContents(),
      ).toEqual(text.knowBeforeYouGo);

      // How it is booked follows the config: the tour language to choose (for its widget or to
      // book directly), or Book Now on the hosted checkout with the contact details.
      const booking = main.getByRole('region', { name: 'Book this tour' });
      const checkoutOnly = Boolean(tour.checkoutProduct && !tour.booking);
      expect(await booking.getByRole('combobox', { name: 'Tour language' }).count()).toBe(checkoutOnly ? 0 : 1);
      expect(await booking.getByRole('link', { name: 'Book Now' }).count()).toBe(checkoutOnly ? 1 : 0);

      expect(errors).toEqual([]);
      expect(blocked).toEqual([]);
    },
  );

  it('has no accessibility violations on a phone, for a tour with and one without online booking', async () => {
    for (const tour of [toursConfig.tours.find((t) => t.booking)!, toursConfig.tours.find((t) => !t.booking)!]) {
      const { page: phone } = await openPage(browser, `/tours/${tour.slug}`, {
        consent: 'rejected',
        width: 390,
        height: 844,
      });
      expect(await accessibilityViolations(phone)).toEqual([]);
    }
  });

  it('shows the Coming Soon placeholder, with status 404, for an unknown tour', async () => {
    const response = await page.goto(new URL('/tours/no-such-tour', baseUrl).href);
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tour Information Page - Coming Soon');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // A mistyped address still leads somewhere: every tour is listed under the text.
    const listed = page.getByRole('main').locator('.coming-soon__tours a');
    expect(await listed.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      toursConfig.cardOrder.map((slug) => `/tours/${slug}`),
    );
    expect(await listed.allTextContents()).toEqual(toursConfig.cardOrder.map((slug) => tourTexts(slug).name));
  });
});

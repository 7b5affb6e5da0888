// Nothing in the way of a tourist's decision: every Book Now on a tour page keeps its tour, a
// tour without a calendar is booked directly with the tour and its language filled in, the
// cookie banner and the language offer cover nothing a visitor may tap, each tour says what to
// know before going, the questions have a page of their own, and a wrong address lists the tours.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/generated/site.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { baseUrl, launchBrowser, openPage } from './harness.ts';
import { texts, tourTexts } from './texts.ts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const LANGUAGES = site.siteLanguages;
const prefix = (code: string) => (code === LANGUAGES[0] ? '' : `/${code}`);
const tours = toursConfig.tours;
const checkoutTour = tours.find((tour) => tour.checkoutProduct && !tour.booking)!;
const directTour = tours.find((tour) => !tour.checkoutProduct && !tour.booking)!;
const calendarTour = tours.find((tour) => tour.booking)!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function html(pathname: string): Promise<{ status: number; body: string }> {
  const answer = await fetch(new URL(pathname, baseUrl));
  return { status: answer.status, body: await answer.text() };
}

/** Text as React writes it in HTML. */
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

/** The addresses of every link a page shows as Book Now (in its language). */
function bookNowHrefs(body: string, label: string): string[] {
  const links = [...body.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
  return links.filter(([, , text]) => text!.trim() === label).map(([, href]) => href!.replaceAll('&amp;', '&'));
}

/** Whether the element's centre is the element itself (or inside it) for a tap there. */
function tappable(page: Page, selector: string, index = 0): Promise<string> {
  return page
    .locator(selector)
    .nth(index)
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit && (element === hit || element.contains(hit))
        ? 'tappable'
        : `covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`;
    });
}

describe('Book Now on a tour page', () => {
  it.each(LANGUAGES)('keeps the tour on every tour page, in every Book Now link (%s)', async (code) => {
    const label = texts(code).chrome.bookNow;
    for (const tour of tours) {
      const { body } = await html(`${prefix(code)}/tours/${tour.slug}`);
      const hrefs = bookNowHrefs(body, label);
      // The header's, the menu's and (for a tour on the hosted checkout) the panel's.
      expect(hrefs.length, tour.slug).toBeGreaterThanOrEqual(2);
      if (tour.checkoutProduct) {
        for (const href of hrefs) {
          const url = new URL(href);
          expect(url.searchParams.get('productID'), tour.slug).toBe(tour.checkoutProduct);
          expect(url.searchParams.get('lang'), tour.slug).toBe(code);
        }
      } else {
        // The header's goes to the panel; the menu's by the server's redirect (a new load closes
        // the menu where no script does).
        expect(new Set(hrefs), tour.slug).toEqual(new Set(['#book', `${prefix(code)}/book/${tour.slug}`]));
      }
      expect(body, tour.slug).not.toContain(`href="${prefix(code)}/book-now"`);
      expect(body, tour.slug).toContain('id="book"');
    }
  });

  it("offers a tour without a calendar directly, with the tour and the page's language filled in", async () => {
    for (const code of ['en', 'es', 'de'].filter((language) => LANGUAGES.includes(language as never))) {
      const { body } = await html(`${prefix(code)}/tours/${directTour.slug}`);
      const name = tourTexts(directTour.slug, code).name;
      const runsInIt = directTour.languages.includes(code as never);
      const whatsapp = /href="(https:\/\/wa\.me\/[^"]*)"/.exec(body)![1]!.replaceAll('&amp;', '&');
      const message = new URL(whatsapp).searchParams.get('text')!;
      expect(message, code).toContain(name);
      // In the page's language where the tour runs in it, else in English.
      const chosen = new Intl.DisplayNames([code], { type: 'language' }).of(runsInIt ? code : 'en')!;
      expect(message.toLowerCase(), code).toContain(chosen.toLowerCase());
    }
  });

  it('on a phone, the menu’s Book Now leads to the booking panel and the menu gets out of the way', async () => {
    const { page, errors } = await openPage(browser, `/es/tours/${directTour.slug}`, { ...PHONE, consent: 'rejected' });
    await page.locator('.site-header__hamburger').click();
    const menuBookNow = page.locator('#mobile-menu a.button');
    await menuBookNow.waitFor({ state: 'visible' });
    expect(await menuBookNow.getAttribute('href')).toBe(`/es/book/${directTour.slug}`);
    // With its code, the menu goes to the panel without loading the page again.
    await page.locator('[data-island="app/layout/menu-focus"][data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await menuBookNow.click();
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).hash).toBe('#book');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await tappable(page, '.booking-fallback a.button')).toBe('tappable');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("on a laptop, the header's Book Now opens the hosted checkout on the tour's product", async () => {
    const { page } = await openPage(browser, `/de/tours/${checkoutTour.slug}`, { ...LAPTOP, consent: 'accepted' });
    await page.locator('.site-header__actions a.button').click();
    await page.waitForURL((url) => url.searchParams.get('productID') === checkoutTour.checkoutProduct);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('de');
    await page.context().close();
  });

  it('keeps the calendar tour’s Book Now on its calendar', async () => {
    const { body } = await html(`/tours/${calendarTour.slug}`);
    expect(new Set(bookNowHrefs(body, texts('en').chrome.bookNow))).toEqual(
      new Set(['#book', `/book/${calendarTour.slug}`]),
    );
    expect(body).toMatch(/id="book"[^]*<iframe/);
  });
});

describe('the cookie banner', () => {
  it.each([
    ['en', PHONE],
    ['es', PHONE],
    ['de', LAPTOP],
  ] as const)('leaves the footer’s last row and the menu’s Book Now tappable (%s, %o)', async (code, size) => {
    const { page } = await openPage(browser, `${prefix(code)}/tours/${calendarTour.slug}`, size);
    const banner = page.locator('dialog.cookie-banner');
    expect(await banner.isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = '.site-footer__bottom :is(a, button, p)';
    const count = await page.locator(bottom).count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i++) expect(await tappable(page, bottom, i), `${bottom} #${i}`).toBe('tappable');
    expect(await banner.isVisible()).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    if (size === PHONE) {
      await page.locator('.site-header__hamburger').click();
      await page.locator('#mobile-menu a.button').waitFor({ state: 'visible' });
      expect(await tappable(page, '#mobile-menu a.button')).toBe('tappable');
    } else expect(await tappable(page, '.site-header__actions a.button')).toBe('tappable');
    await page.context().close();
  });
});

describe('the cookie banner, its code arrived', () => {
  it.each(['rejectAll', 'acceptAll', 'settings', 'closeAndReject'] as const)(
    'closes on %s without a warning in the console',
    async (button) => {
      const { page, warnings, errors } = await openPage(browser, '/es/', PHONE);
      await page
        .locator('[data-island="features/consent/cookie-consent"][data-hydrated]')
        .waitFor({ state: 'attached' });
      const label = texts('es').cookies[button];
      await page.locator('dialog.cookie-banner').getByRole('button', { name: label, exact: true }).click();
      await page.locator('dialog.cookie-banner').waitFor({ state: 'detached' });
      // Let a form submission that would come after the banner went show its warning.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
      // Less the test's own doing: it blocks the service worker.
      expect(warnings.filter((text) => !/Service Worker registration blocked|kept offline/.test(text))).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('the offer of another language', () => {
  /** The calendar tour's page for a visitor whose browser prefers Spanish, once the offer shows. */
  async function withOffer(size: typeof PHONE | typeof LAPTOP) {
    const { page } = await openPage(browser, `/tours/${calendarTour.slug}`, {
      ...size,
      locale: 'es-ES',
      consent: 'rejected',
    });
    const offer = page.locator('.language-suggestion');
    await offer.waitFor({ state: 'visible', timeout: 15_000 });
    return { page, offer };
  }

  it.each([
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const)('covers neither the tour’s title nor any control (%s)', async (_, size) => {
    const { page, offer } = await withOffer(size);
    expect(await offer.textContent()).toContain(texts('es').chrome.languageSuggestionLink);
    const covered = await page.evaluate(() => {
      const own = document.querySelector('.language-suggestion')!;
      const box = own.getBoundingClientRect();
      const overlaps = (rect: DOMRect) =>
        rect.width > 0 &&
        rect.height > 0 &&
        rect.left < box.right &&
        box.left < rect.right &&
        rect.top < box.bottom &&
        box.top < rect.bottom;
      return [...document.querySelectorAll('h1, a, button, summary, input, select, [role="button"]')]
        .filter((element) => !own.contains(element) && element.checkVisibility({ visibilityProperty: true }))
        .filter((element) => overlaps(element.getBoundingClientRect()))
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`);
    });
    expect(covered).toEqual([]);
    await page.context().close();
  });

  it('leaves the bottom edge to the booking bar while it is up, and comes back (phone)', async () => {
    const { page, offer } = await withOffer(PHONE);
    // Past the hero's own button, where the bar comes up.
    await page
      .locator('.tour-hero__book')
      .evaluate((button) => window.scrollTo(0, button.getBoundingClientRect().bottom + window.scrollY + 100));
    await page.locator('.sticky-booking-bar.is-visible').waitFor({ timeout: 15_000 });
    await expect.poll(() => tappable(page, '.sticky-booking-bar__button')).toBe('tappable');
    expect(await offer.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await offer.waitFor({ state: 'visible' });
    await page.context().close();
  });
});

describe('Know before you go', () => {
  // The words a native speaker uses for the Vatican's dress code.
  const dressCode: Record<string, RegExp[]> = {
    en: [/shoulders/i, /knees/i],
    es: [/hombros/i, /rodillas/i],
    de: [/schultern/i, /knie/i],
    fr: [/épaules/i, /genoux/i],
    it: [/spalle/i, /ginocchia/i],
  };

  it.each(LANGUAGES)('the Vatican page asks for covered shoulders and knees (%s)', async (code) => {
    const { body } = await html(`${prefix(code)}/tours/vatican`);
    const section = /<section id="know-before-you-go"[^]*?<\/section>/.exec(body)?.[0] ?? '';
    expect(section).toContain(texts(code).tour.knowBeforeYouGo);
    for (const word of dressCode[code]!) expect(section).toMatch(word);
  });

  it.each(LANGUAGES)('every tour page has its own, and the FAQ links to it (%s)', async (code) => {
    for (const tour of tours) {
      const { body } = await html(`${prefix(code)}/tours/${tour.slug}`);
      for (const item of tourTexts(tour.slug, code).knowBeforeYouGo)
        expect(body, tour.slug).toContain(`<li>${escapeHtml(item)}</li>`);
    }
    const { body } = await html(`${prefix(code)}/faq`);
    const linked = [...body.matchAll(/href="[^"]*\/tours\/([\w-]+)#know-before-you-go"/g)].map((match) => match[1]);
    expect(linked).toContain('vatican');
    for (const slug of linked) expect(tours.map((tour) => tour.slug)).toContain(slug);
  });
});

describe('the questions page', () => {
  it.each(LANGUAGES)('exists with the nine questions, linked from the footer and the menu (%s)', async (code) => {
    const words = texts(code);
    const page = await html(`${prefix(code)}/faq`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1 id="faq-page-title">${words.meta.faqTitle}</h1>`);
    expect(page.body.match(/<details name="faq"/g)).toHaveLength(words.faq.length);
    const home = await html(`${prefix(code)}/`);
    expect(home.body).toContain('id="faq"'); // `/#faq` still leads to them
    const footer = /<footer[^]*<\/footer>/.exec(home.body)![0];
    expect(footer).toContain(`href="${prefix(code)}/faq">${words.chrome.faq}</a>`);
    const menu = /<div id="mobile-menu"[^]*?<\/nav>/.exec(home.body)![0];
    expect(menu).toContain(`href="${prefix(code)}/faq"`);
  });
});

describe('an address that leads nowhere', () => {
  it.each(LANGUAGES)('answers 404 with every tour, in the address’s language (%s)', async (code) => {
    const { status, body } = await html(`${prefix(code)}/no-such-page`);
    expect(status).toBe(404);
    expect(body).toContain(escapeHtml(texts(code).notFound.tours));
    for (const tour of tours) expect(body).toContain(`href="${prefix(code)}/tours/${tour.slug}"`);
    const placeholder = await html(`${prefix(code)}/tours/atlantis`);
    expect(placeholder.status).toBe(404);
    for (const tour of tours) expect(placeholder.body).toContain(`href="${prefix(code)}/tours/${tour.slug}"`);
  });
});

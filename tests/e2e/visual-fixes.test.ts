// What a visitor sees on a phone (issue 12, "Fixes a visitor sees"): side margins on every page,
// no page wider than the phone in any language (a long German word breaks),
// the hero's call to action clear of the cookie banner and its photo sharp, no request to any
// other host from the home page whatever the cookie choice, the guide's review button within
// the first screen, and the partner logos linking to the company's profiles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/generated/site.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { baseUrl, gotoAndHydrate, launchBrowser, openPage } from './harness.ts';
import { en, fill, texts } from './texts.ts';

const PHONE = { width: 390, height: 844 };
const MIN_MARGIN = 12;
const banner = 'dialog[aria-labelledby="cookie-banner-title"]';

interface PageEntry {
  path: string;
  lang: string;
  status: number;
}
const pages = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dist/pages.json'), 'utf8')) as PageEntry[]
).filter((entry) => entry.status === 200);
const languages = [...new Set(pages.map((entry) => entry.lang))];
// Every English page, and in each other language one page (a different kind each time).
const otherLanguagePages = languages
  .filter((lang) => lang !== 'en')
  .map((lang, i) => {
    const own = pages.filter((entry) => entry.lang === lang);
    return own[(i * 3 + 4) % own.length]!;
  });
const walked = [...pages.filter((entry) => entry.lang === 'en'), ...otherLanguagePages];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Text blocks in `within` that come closer than `min` px to a side of the screen, and a page
 * wider than the screen. A phone that meets a page wider than itself zooms out, so that its
 * window grows to the page's width: the screen is the viewport the test set, not the window. */
function tooCloseToTheEdge(page: Page, min: number, within = 'main') {
  const width = page.viewportSize()!.width;
  return page.evaluate(
    ({ min, within, width }) => {
      const blocks = document.querySelectorAll<HTMLElement>(
        `${within} :is(h1, h2, h3, h4, p, li, dt, dd, label, blockquote, figcaption, summary, address, button, a.button, input, select, textarea)`,
      );
      const problems: string[] = [];
      for (const block of blocks) {
        const rect = block.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || block.closest('.visually-hidden')) continue;
        // Put far off the screen on purpose (the contact form's trap for bots): no one reads it.
        if (rect.right < -1000) continue;
        if (!block.textContent?.trim() && !block.matches('input, select, textarea')) continue;
        if (rect.left < min || rect.right > width - min)
          problems.push(
            `${block.tagName.toLowerCase()}.${block.className} "${block.textContent?.trim().slice(0, 40)}" ${Math.round(rect.left)}..${Math.round(rect.right)}`,
          );
      }
      const pageWidth = Math.max(window.innerWidth, document.documentElement.scrollWidth);
      if (pageWidth > width) problems.push(`the page is ${pageWidth} px wide`);
      return problems;
    },
    { min, within, width },
  );
}

describe('side margins on a phone', () => {
  it(`keeps every text block ${MIN_MARGIN} px or more from the screen's sides at 390 px`, async () => {
    expect(walked.length).toBeGreaterThan(languages.length + 10);
    expect(walked.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/about', '/terms', '/privacy', '/meeting-point']),
    );
    const { page } = await openPage(browser, '/', { ...PHONE, consent: 'rejected', navigate: false });
    const found: Record<string, string[]> = {};
    for (const entry of walked) {
      await gotoAndHydrate(page, entry.path);
      const problems = await tooCloseToTheEdge(page, MIN_MARGIN);
      if (problems.length > 0) found[entry.path] = problems;
    }
    expect(found).toEqual({});
  }, 120_000);
});

describe('no page wider than a phone', () => {
  // Every page in every language, as built (no script: the islands change no widths), at a
  // narrow phone's width and a common one, as a phone lays it out (isMobile: it zooms out of a
  // page wider than itself). Each page is loaded once and laid out at both widths: a page load
  // is the costly part on a small machine.
  const WIDTHS = [320, 390];
  it(`keeps every page and every text block within ${WIDTHS.join(' and ')} px`, async () => {
    const context = await browser.newContext({
      viewport: { width: WIDTHS[0]!, height: 700 },
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const entry of pages) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 700 });
      await page.goto(new URL(entry.path, baseUrl).href, { waitUntil: 'domcontentloaded' });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        const problems = await tooCloseToTheEdge(page, 0, 'body');
        if (problems.length > 0) found[`${entry.path} at ${width} px`] = problems;
      }
    }
    await context.close();
    expect(found).toEqual({});
  }, 180_000);
});

describe('the way to book directly', () => {
  // One tab for every language (opening a tab is the costly part of a visit on a small machine).
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, '/', { ...PHONE, consent: 'rejected', navigate: false }));
  });

  it.each(languages)('puts one space between "Call" and the number, as it is read (%s)', async (lang) => {
    // A tour page's "Book directly with us", always there beside the calendar.
    const withCalendar = toursConfig.tours.find((tour) => tour.booking)!.slug;
    await gotoAndHydrate(page, `${lang === 'en' ? '' : `/${lang}`}/tours/${withCalendar}`);
    const call = page.locator('.booking-fallback__actions a[href^="tel:"]').first();
    const gap = await call.evaluate((link) => {
      // Inside "Book directly with us", which starts closed.
      const details = link.closest('details');
      if (details) details.open = true;
      // The label's last letter, and the number that follows it.
      const label = [...link.querySelectorAll('*'), link]
        .flatMap((el) => [...el.childNodes])
        .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')!;
      const text = label.textContent!.trimEnd();
      const range = document.createRange();
      range.setStart(label, text.length - 1);
      range.setEnd(label, text.length);
      const number = link.querySelector('.booking-fallback__phone')!.getBoundingClientRect();
      const fontSize = parseFloat(getComputedStyle(link).fontSize);
      const letter = range.getBoundingClientRect();
      // On a narrow button the number may start the next line: no space is seen there.
      if (number.top >= letter.bottom - 1) return null;
      return (number.left - letter.right) / fontSize;
    });
    // One space is about a third of an em; two spaces, or a space and the button's gap, twice that.
    if (gap !== null) {
      expect(gap).toBeGreaterThan(0.1);
      expect(gap).toBeLessThan(0.45);
    }
    expect(await call.evaluate((link) => link.textContent)).not.toMatch(/\s{2}/);
  });
});

describe('the hero on a phone', () => {
  it.each(languages)('shows the call to action above the cookie banner, unmoved by a choice (%s)', async (lang) => {
    const { page } = await openPage(browser, lang === 'en' ? '/' : `/${lang}/`, PHONE);
    const words = texts(lang);
    const button = page.getByRole('link', { name: words.home.heroButton, exact: true });
    const before = (await button.boundingBox())!;
    const bannerBox = (await page.locator(banner).boundingBox())!;
    expect(before.y).toBeGreaterThanOrEqual(0);
    expect(before.y + before.height).toBeLessThanOrEqual(bannerBox.y);
    // Nothing else is drawn over it: the button itself is what a tap on its middle reaches.
    expect(
      await button.evaluate((link) => {
        const { left, top, width, height } = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(left + width / 2, top + height / 2));
      }),
    ).toBe(true);

    await page.getByRole('button', { name: words.cookies.rejectAll, exact: true }).click();
    expect(await page.locator(banner).count()).toBe(0);
    expect(await button.boundingBox()).toEqual(before);
  });

  it('serves the photo cut to the shape of the hero, at least as wide as it is shown', async () => {
    const { page } = await openPage(browser, '/', { ...PHONE, consent: 'rejected' });
    const photo = page.locator('.hero__photo img');
    await photo.evaluate((img: HTMLImageElement) => img.decode());
    const { shown, loaded, screen, currentSrc } = await photo.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      // object-fit: cover scales the photo to the larger of the two ratios.
      const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
      const width = Number(/-(\d+)\.\w+$/.exec(img.currentSrc)?.[1]);
      return {
        shown: img.naturalWidth * scale * devicePixelRatio,
        loaded: width,
        screen: window.innerWidth * devicePixelRatio,
        currentSrc: img.currentSrc,
      };
    });
    // The upright cut (hero-crop.ts), shown about as wide as the screen: a wide photo would be
    // shown over twice as wide, most of it hidden.
    expect(currentSrc).toMatch(/-9x16-\d+\.avif$/);
    expect(shown).toBeLessThan(screen * 1.2);
    expect(loaded).toBeGreaterThanOrEqual(Math.min(shown, 1920));
  });
});

describe('no other host from the home page', () => {
  const foreignRequests = (page: Page) => {
    const site = new URL(baseUrl).host;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.host !== site) foreign.push(url.href);
    });
    return foreign;
  };
  // Down to the footer and back, so every lazy image and section is loaded.
  const scrollThrough = async (page: Page) => {
    for (let y = 0; y <= (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
  };

  it('requests nothing from another host before a choice, after Reject All, and after Accept All', async () => {
    for (const choice of [en.cookies.rejectAll, en.cookies.acceptAll]) {
      const { page } = await openPage(browser, '/', { ...PHONE, navigate: false });
      const foreign = foreignRequests(page);
      await gotoAndHydrate(page, '/');
      await scrollThrough(page);
      expect(
        await page
          .locator('.testimonial img')
          .evaluateAll((imgs) =>
            imgs.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
          ),
      ).toEqual(site.testimonials.map(() => true));
      expect(foreign).toEqual([]);

      await page.getByRole('button', { name: choice, exact: true }).click();
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await scrollThrough(page);
      expect(foreign).toEqual([]);
    }
  });
});

describe('guide pages on a phone', () => {
  it.each(site.guides.map((guide) => [guide.slug, guide] as const))(
    'shows the review button within the first screen, clear of the cookie banner (%s)',
    async (_, guide) => {
      const { page } = await openPage(browser, `/guide/${guide.slug}`, PHONE);
      const review = page.getByRole('link', { name: texts(guide.language).guide.review });
      expect(await review.getAttribute('href')).toBe(guide.reviewUrl);
      const box = (await review.boundingBox())!;
      const bannerBox = (await page.locator(banner).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(bannerBox.y);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
});

describe('partner strip', () => {
  it('links each logo to the company profile from site.yaml, in a new tab', async () => {
    const { page } = await openPage(browser, '/', { ...PHONE, consent: 'rejected' });
    for (const partner of site.partners) {
      const link = page.getByRole('link', { name: fill(en.chrome.opensInNewTab, { name: partner.name }), exact: true });
      expect(partner.url).toMatch(/^https:\/\//);
      expect(await link.getAttribute('href')).toBe(partner.url);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.getByRole('img', { name: partner.name }).count()).toBe(1);
    }
    // Compact on a phone: three logos to a row, so the strip is no taller than a fifth of the screen.
    const strip = (await page.locator('.partners').boundingBox())!;
    expect(strip.height).toBeLessThan(PHONE.height / 5 + 60);
    const tops = await page
      .locator('.partners__list > li')
      .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBeLessThanOrEqual(Math.ceil(tops.length / 3));
  });
});

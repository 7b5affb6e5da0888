// The parts of a page whose code loads as the visitor nears them (src/lib/deferred.tsx), on a
// phone: the booking panel of a tour page and the home page's FAQ. Their code is not part of the
// first view; a tap on one of their buttons while that code is on its way is not lost.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toursConfig } from '../../src/generated/tours.ts';
import { holdRequests } from './booking-support.ts';
import { baseUrl, launchBrowser, openPage } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const widgetTour = toursConfig.tours.find((tour) => tour.booking)!;

interface Part {
  name: string;
  path: string;
  /** The chunk holding the part's code. */
  chunk: string;
  /** The element the page renders around the part. */
  anchor: string;
  /** A button of the part, and what a tap on it does once it has code. */
  button: (page: Page) => ReturnType<Page['locator']>;
  tapped: (page: Page) => Promise<boolean>;
}

const parts: Part[] = [
  {
    name: "a tour page's booking panel",
    path: `/tours/${widgetTour.slug}`,
    chunk: '/booking-panel-',
    anchor: '#book',
    button: (page) => page.locator('#book button[aria-haspopup="listbox"]'),
    tapped: (page) => page.getByRole('listbox').isVisible(),
  },
  {
    name: "the home page's FAQ",
    path: '/',
    chunk: '/faq-accordion-',
    anchor: '#home-faq',
    button: (page) => page.locator('#home-faq button[aria-expanded]').first(),
    tapped: async (page) =>
      (await page.locator('#home-faq button[aria-expanded]').first().getAttribute('aria-expanded')) === 'true',
  },
];

async function openOnPhone(path: string) {
  const opened = await openPage(browser, path, { width: 390, height: 844, consent: 'rejected', navigate: false });
  const scripts: string[] = [];
  opened.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { ...opened, scripts };
}

describe.each(parts)('$name', (part) => {
  it('is prerendered below the first screen, and its code loads only as it nears the screen', async () => {
    const { page, scripts, errors } = await openOnPhone(part.path);
    await page.goto(new URL(part.path, baseUrl).href, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const anchor = page.locator(part.anchor);
    expect(await anchor.evaluate((el) => el.getBoundingClientRect().top >= window.innerHeight)).toBe(true);
    await expect.poll(() => part.button(page).count()).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes(part.chunk))).toEqual([]);

    const loaded = page.waitForRequest((request) => request.url().includes(part.chunk));
    await anchor.scrollIntoViewIfNeeded();
    await loaded;
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('acts on a tap made while its code is still loading, once the code has come', async () => {
    const { page, errors } = await openOnPhone(part.path);
    const held = await holdRequests(page, `**${part.chunk}*.js`);
    await page.goto(new URL(part.path, baseUrl).href, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await part.button(page).scrollIntoViewIfNeeded();
    await expect.poll(held.held).toBe(1);
    await part.button(page).click();
    // Without its code the prerendered button does nothing yet.
    expect(await part.tapped(page)).toBe(false);
    held.release();
    await expect.poll(() => part.tapped(page), { timeout: 10_000 }).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

interface StaticPart {
  name: string;
  path: string;
  /** The element of the part. */
  part: string;
  /** Chunks of its code and data, which the page where it was prerendered never loads. */
  chunks: string[];
  /** A link of the site inside it (if it has one), and a page to come to `path` from. */
  link?: string;
  from: string;
}

const staticParts: StaticPart[] = [
  {
    name: 'the cards of /tours',
    path: '/tours',
    part: '#all-tours',
    chunks: ['/tour-card-grid-', '/catalogue-', '/photos-'],
    link: '#all-tours .tour-card a',
    from: '/about',
  },
  {
    name: 'the terms',
    path: '/terms',
    part: '#terms-text',
    chunks: ['/terms-text-', '/catalogue-'],
    link: '#terms-text a[href$="/meeting-point"]',
    from: '/privacy',
  },
  {
    name: "a tour page's hero, facts and story",
    path: `/tours/${widgetTour.slug}`,
    part: '#tour-main',
    chunks: ['/tour-hero-', '/tour-facts-list-', '/tour-overview-', '/photos-'],
    link: '#tour-hero a',
    from: '/tours',
  },
  {
    name: "the home page's hero",
    path: '/',
    part: '#home-hero',
    chunks: ['/hero-'],
    link: '#home-hero a[href="/tours"]',
    from: '/about',
  },
  {
    name: "the price line of a tour page's booking bar",
    path: `/tours/${widgetTour.slug}`,
    part: '#sticky-price',
    chunks: ['/sticky-price-'],
    from: '/tours',
  },
  {
    name: "the footer's columns",
    path: '/about',
    part: '#footer-columns',
    chunks: ['/footer-columns-'],
    link: '#footer-columns a[href="/tours"]',
    from: '/privacy',
  },
];

/** The page as served, without its styles: parsed in another page, they would break that page's
 * Content Security Policy (which names its own styles only). */
async function prerenderedBody(path: string): Promise<string> {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  return html.replace(/<style>[\s\S]*?<\/style>/g, '');
}

describe.each(staticParts)('$name', (part) => {
  it('keeps its prerendered HTML without loading its code, even scrolled through', async () => {
    const { page, scripts, errors } = await openOnPhone(part.path);
    const served = await prerenderedBody(part.path);
    await page.goto(new URL(part.path, baseUrl).href, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    const [shown, prerendered] = await page.evaluate(
      ({ html, selector }) => [
        document.querySelector(selector)?.innerHTML,
        new DOMParser().parseFromString(html, 'text/html').querySelector(selector)?.innerHTML,
      ],
      { html: served, selector: part.part },
    );
    expect(prerendered?.length).toBeGreaterThan(40);
    expect(shown).toBe(prerendered);
    expect(scripts.filter((script) => part.chunks.some((chunk) => script.includes(chunk)))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows its links without reloading the page, and is rendered the same after a navigation', async () => {
    const { page, errors } = await openOnPhone(part.from);
    const served = await prerenderedBody(part.path);
    await page.goto(new URL(part.from, baseUrl).href, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Reached within the page (as a link of React's moves, through the history), the part is
    // React's, code and all, and shows the same texts, links and photos.
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, part.path);
    await page.waitForURL(`**${part.path}`);
    const contents = () =>
      page.evaluate(
        ({ html, selector }) =>
          [document, new DOMParser().parseFromString(html, 'text/html')].map((root) => {
            const part = root.querySelector(selector);
            return {
              text: part?.textContent?.replace(/\s+/g, ' ').trim(),
              links: [...(part?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')),
              photos: [...(part?.querySelectorAll('img') ?? [])].map((img) => img.alt),
            };
          }),
        { html: served, selector: part.part },
      );
    await expect
      .poll(async () => {
        const [shown, prerendered] = await contents();
        return (shown?.text?.length ?? 0) > 20 && JSON.stringify(shown) === JSON.stringify(prerendered);
      })
      .toBe(true);
    // A link inside, where the part is prerendered HTML, moves within the page too.
    if (part.link) {
      await page.goto(new URL(part.path, baseUrl).href, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      const link = page.locator(part.link).first();
      const href = await link.getAttribute('href');
      await link.click();
      if (href?.startsWith('#')) await expect.poll(() => page.evaluate(() => location.hash)).toBe(href);
      else await page.waitForURL(`**${href}`);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

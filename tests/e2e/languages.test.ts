// The site in its five languages: every built page answers in the language the manifest gives
// it, hreflang alternates are reciprocal over the whole sitemap, a page in another language
// shows no English interface text, the language switcher keeps the visitor on the same page,
// and a tour page preselects its own language in the booking panel.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../../scripts/bench/pages.ts';
import { siteLanguages } from '../../src/generated/languages.ts';
import { site } from '../../src/generated/site.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { widgetFrameQuery } from './booking-support.ts';
import { addAxe, axeViolations } from './axe.ts';
import { baseUrl, launchBrowser, openPage } from './harness.ts';
import { en, texts } from './texts.ts';

const manifest = builtPages(new URL('../..', import.meta.url).pathname);
const served = manifest.filter((page) => page.status === 200);

/** The address on the test server of a page's public URL. */
const local = (url: string) => new URL(url.slice(site.siteUrl.length) || '/', baseUrl).href;

/** The hreflang → href pairs of `<link rel="alternate" hreflang>` in the page's HTML, sorted. */
function alternatesOf(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)]
    .map((m) => `${m[1]} ${m[2]}`)
    .sort();
}

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe('every page of the manifest', () => {
  it('lists pages in every site language', () => {
    const languages = new Set(served.map((page) => page.lang));
    expect([...languages].sort()).toEqual(siteLanguages.map((language) => language.code).sort());
    expect(siteLanguages.length).toBeGreaterThan(1);
  });

  it.each(served.map((page) => [page.path, page.lang]))('%s answers 200 with <html lang="%s">', async (path, lang) => {
    const response = await fetch(new URL(path, baseUrl));
    expect(response.status).toBe(200);
    expect(htmlLang(await response.text())).toBe(lang);
  });
});

describe('hreflang alternates', () => {
  it('are reciprocal over the whole sitemap, name the right language and match the pages', async () => {
    const sitemap = await (await fetch(new URL('/sitemap.xml', baseUrl))).text();
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
      alternates: [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
        .map((a) => `${a[1]} ${a[2]}`)
        .sort(),
    }));
    // Every page for search engines: those with a canonical URL (not the thank-you page).
    expect(entries.length).toBe(served.filter((page) => page.url).length);
    expect(entries.length).toBeGreaterThan(served.length / 2);
    const html = new Map<string, string>();
    const fetchPage = async (url: string) => {
      if (!html.has(url)) {
        const response = await fetch(local(url));
        expect(response.status, url).toBe(200);
        html.set(url, await response.text());
      }
      return html.get(url)!;
    };

    let withAlternates = 0;
    for (const { loc, alternates } of entries) {
      const page = await fetchPage(loc);
      // The page's own <link>s say what its sitemap entry says.
      expect(alternatesOf(page), loc).toEqual(alternates);
      if (alternates.length === 0) continue;
      withAlternates += 1;
      // It lists itself, under its own language, and one x-default.
      expect(alternates, loc).toContain(`${htmlLang(page)} ${loc}`);
      expect(
        alternates.filter((a) => a.startsWith('x-default ')),
        loc,
      ).toHaveLength(1);
      for (const alternate of alternates) {
        const [hreflang, href] = alternate.split(' ') as [string, string];
        const target = await fetchPage(href);
        // Every alternate lists the same alternates back, and is in the language it is named for.
        expect(alternatesOf(target), `${href} (alternate of ${loc})`).toEqual(alternates);
        expect(htmlLang(target), href).toBe(hreflang === 'x-default' ? siteLanguages[0]!.code : hreflang);
        expect(entries.some((entry) => entry.loc === href)).toBe(true);
      }
      const languages = alternates.map((a) => a.split(' ')[0]).filter((code) => code !== 'x-default');
      expect(languages.sort(), loc).toEqual(siteLanguages.map((language) => language.code).sort());
    }
    expect(withAlternates).toBeGreaterThan(0);
  });
});

describe('in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Distinctive English interface texts of the chrome and the cookie banner.
  const english = [en.chrome.quickLinks, en.chrome.skipToContent, en.chrome.contactInfo, en.cookies.bannerTitle];

  it.each([
    ['/es/', 'es'],
    ['/it/tours', 'it'],
    ['/fr/contact', 'fr'],
    ['/de/about', 'de'],
  ])('%s shows no English interface text', async (path, code) => {
    const own = texts(code);
    const translated = [
      own.chrome.quickLinks,
      own.chrome.skipToContent,
      own.chrome.contactInfo,
      own.cookies.bannerTitle,
    ];
    // Each text is translated, or its absence would prove nothing.
    for (const [i, text] of english.entries()) expect(translated[i]).not.toBe(text);

    // No stored choice: the cookie banner shows.
    const { page, errors, blocked } = await openPage(browser, path);
    expect(await page.getAttribute('html', 'lang')).toBe(code);
    await page.locator('dialog[aria-labelledby="cookie-banner-title"]').waitFor();
    const text = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      body.querySelectorAll('script, style, template').forEach((el) => el.remove());
      return body.textContent ?? '';
    });
    for (const own of translated) expect(text).toContain(own);
    for (const english_ of english) expect(text).not.toContain(english_);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
  });

  it('the language switcher keeps the visitor on the same page', async () => {
    const slug = toursConfig.cardOrder[0]!;
    const spanish = siteLanguages.find((language) => language.code === 'es')!;
    const { page, errors } = await openPage(browser, `/tours/${slug}`, { consent: 'rejected' });
    const switcher = page.locator('header nav.language-switcher');
    const link = switcher.getByRole('link', { name: spanish.name });
    expect(await link.getAttribute('hreflang')).toBe('es');
    await link.click();
    await page.waitForURL(`${baseUrl}/es/tours/${slug}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts('es').tours[slug]!.name);
    expect(errors).toEqual([]);
  });

  it('on the page for an unknown address, the switcher offers the page it stands in for, not its own file', async () => {
    for (const language of siteLanguages) {
      const prefix = language.code === siteLanguages[0]!.code ? '' : `/${language.code}`;
      for (const [unknown, instead] of [
        ['/tours/no-such-tour', '/tours'],
        ['/no-such-page', '/'],
      ]) {
        const response = await fetch(new URL(`${prefix}${unknown}`, baseUrl));
        expect(response.status).toBe(404);
        const html = await response.text();
        expect(html).not.toContain('__coming-soon__');
        const others = siteLanguages.filter((other) => other.code !== language.code);
        for (const other of others) {
          const href = other.code === siteLanguages[0]!.code ? instead : `/${other.code}${instead}`;
          expect(html, `${prefix}${unknown}`).toContain(`href="${href}" hrefLang="${other.code}"`);
        }
      }
    }
  });

  it("preselects the page's language in the booking panel, and frames the widget in it", async () => {
    const tour = toursConfig.tours.find((t) => t.booking?.products.es)!;
    expect(tour).toBeDefined();
    const spanish = site.languages.find((language) => language.code === 'es')!;
    const { page, errors, blocked } = await openPage(browser, `/es/tours/${tour.slug}`, { consent: 'rejected' });
    const select = page.getByRole('combobox', { name: texts('es').booking.tourLanguage });
    expect(await select.inputValue()).toBe('es');
    expect(await select.locator('option:checked').textContent()).toBe(spanish.name);
    await page.locator('iframe.widget-frame__frame').waitFor({ state: 'attached' });
    const query = await widgetFrameQuery(page);
    expect(query.get('lang')).toBe('es');
    expect(query.get('productID')).toBe(tour.booking!.products.es);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
  });
});

describe("the offer of the page in the browser's language", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const other = siteLanguages[1]!;
  const suggestion = '.language-suggestion';

  it('is made, in that language, to a visitor whose browser prefers another site language', async () => {
    const { page, errors } = await openPage(browser, '/tours', { consent: 'rejected', locale: `${other.code}-XX` });
    const offer = page.locator(suggestion);
    await offer.waitFor();
    expect(await offer.getAttribute('lang')).toBe(other.code);
    expect(await offer.textContent()).toContain(texts(other.code).chrome.languageSuggestion);
    expect(await offer.getByRole('link').getAttribute('href')).toBe(`/${other.code}/tours`);
    // A bar stuck to the bottom of the screen (laid out after the footer): it moves nothing and
    // leaves the header, the title and the switcher alone (tour-decision.test.ts checks the rest).
    expect(await offer.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    const header = (await page.locator('.site-header__inner').boundingBox())!;
    const box = (await offer.boundingBox())!;
    expect(box.y).toBeGreaterThan(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await page.evaluate(() => window.scrollTo(0, 600));
    expect((await offer.boundingBox())!.y).toBeCloseTo(box.y, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await addAxe(page.context());
    await page.reload();
    await offer.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Dismissed, it is gone, and stays gone on the next page.
    await offer.getByRole('button').click();
    expect(await offer.count()).toBe(0);
    await page.goto(new URL('/about', baseUrl).href);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    expect(await page.locator(suggestion).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('waits for the cookie banner to be answered: both sit at the bottom of the screen', async () => {
    const { page } = await openPage(browser, '/tours', { locale: `${other.code}-XX` });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.locator(suggestion).count()).toBe(0);
    await page.locator('dialog.cookie-banner button[value="rejected"]').first().click();
    await page.locator(suggestion).waitFor();
    await page.context().close();
  });

  it("is not made on a page that exists in one language only (a guide's)", async () => {
    const guide = site.guides.find((g) => g.language !== siteLanguages[0]!.code) ?? site.guides[0]!;
    const preferred = siteLanguages.find((language) => language.code !== guide.language)!;
    const { page } = await openPage(browser, `/guide/${guide.slug}`, { consent: 'rejected', locale: preferred.code });
    await page.waitForLoadState('networkidle');
    expect(await page.locator(suggestion).count()).toBe(0);
    await page.context().close();
  });

  it("is not made on a page already in the browser's language, nor is any redirect", async () => {
    const { page } = await openPage(browser, `/${other.code}/`, { consent: 'rejected', locale: other.code });
    expect(new URL(page.url()).pathname).toBe(`/${other.code}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator(suggestion).count()).toBe(0);
    await page.context().close();
  });
});

describe('/book/<tour>', () => {
  const tour = toursConfig.tours.find((entry) => !entry.booking)!.slug;
  it.each(siteLanguages.map((language) => language.code))(
    "leads to the tour page's booking in the address's language, and keeps 404 for an unknown tour (%s)",
    async (code) => {
      const prefix = code === siteLanguages[0]!.code ? '' : `/${code}`;
      const answer = await fetch(new URL(`${prefix}/book/${tour}`, baseUrl), { redirect: 'manual' });
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe(`${prefix}/tours/${tour}#book`);
      const unknown = await fetch(new URL(`${prefix}/book/atlantis`, baseUrl));
      expect(unknown.status).toBe(404);
      expect(htmlLang(await unknown.text())).toBe(code);
    },
  );
});

// HTML first: the controls a visitor uses work in the prerendered page, before and without
// JavaScript (popover, <details>, links, frames), and the islands' code, when it comes, keeps
// what the visitor typed or chose before it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../../scripts/bench/pages.ts';
import { SLOW_PHONE } from '../../scripts/bench/tourist.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { CONTACT_API_PATH } from '../../src/lib/contact-api.ts';
import { holdRequests } from './booking-support.ts';
import { baseUrl, dataDir, hydratePart, launchBrowser, openPage } from './harness.ts';
import { en, texts } from './texts.ts';

const built = builtPages(new URL('../..', import.meta.url).pathname);
const tourPages = built.filter((page) => page.route === 'tour' && page.status === 200).map((page) => page.path);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('without JavaScript', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    // The frames' third parties are the stand-ins (tests/stand-ins/outside.ts), with a
    // certificate of their own.
    context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      ignoreHTTPSErrors: true,
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('opens the phone menu, and its links lead on', async () => {
    const page = await context.newPage();
    await page.goto(new URL('/es/', baseUrl).href);
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.locator('.site-header__hamburger').click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.locator('a[href="/es/tours"]').click();
    await page.waitForURL(/\/es\/tours$/);
  });

  it('lays the closed phone menu out with the page, unseen: it is not seen, read out, tapped or reached with Tab', async () => {
    const page = await context.newPage();
    await page.goto(new URL('/es/', baseUrl).href);
    const menu = page.locator('#mobile-menu');
    const dialog = page.getByRole('dialog', { name: texts('es').chrome.menu });
    // Laid out, so that its first opening costs no more than a later one (mobile-menu.css)...
    expect(await menu.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
    // ...and nothing of it there for the visitor.
    expect(await menu.isVisible()).toBe(false);
    expect(await dialog.count()).toBe(0);
    const tapped = () =>
      page.evaluate(() =>
        [0.25, 0.5, 0.75].some((y) =>
          document.elementFromPoint(innerWidth / 2, innerHeight * y)?.closest('#mobile-menu'),
        ),
      );
    expect(await tapped()).toBe(false);
    const stops: boolean[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu')));
    }
    expect(stops).not.toContain(true);
    // Opened, it is all of that.
    await page.locator('.site-header__hamburger').click();
    expect(await dialog.count()).toBe(1);
    expect(await tapped()).toBe(true);
  });

  it("closes the menu as its Book Now leads to a tour page's booking panel", async () => {
    const slug = toursConfig.tours.find((tour) => !tour.checkoutProduct)!.slug;
    const page = await context.newPage();
    await page.goto(new URL(`/it/tours/${slug}`, baseUrl).href);
    await page.locator('.site-header__hamburger').click();
    await page.locator('#mobile-menu a.button').click();
    await page.waitForURL(new URL(`/it/tours/${slug}#book`, baseUrl).href);
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    await expect
      .poll(() => page.locator('#book').evaluate((panel) => panel.getBoundingClientRect().top))
      .toBeLessThan(100);
  });

  it('shows the meeting point without a button only script could work', async () => {
    const page = await context.newPage();
    await page.goto(new URL('/fr/meeting-point', baseUrl).href);
    const map = page.locator('.map-embed');
    expect(await map.locator('button:visible').count()).toBe(0);
    expect(await map.locator('a[href^="https://"]').isVisible()).toBe(true);
  });

  it('opens one FAQ answer at a time', async () => {
    const page = await context.newPage();
    await page.goto(new URL('/', baseUrl).href);
    const items = page.locator('.faq__item');
    await items.nth(0).locator('summary').click();
    await expect.poll(() => items.nth(0).locator('.faq__answer').isVisible()).toBe(true);
    await items.nth(1).locator('summary').click();
    await expect.poll(() => items.nth(1).locator('.faq__answer').isVisible()).toBe(true);
    await expect.poll(() => items.nth(0).locator('.faq__answer').isVisible()).toBe(false);
  });

  it('shows no cookie banner: nothing could be stored', async () => {
    const page = await context.newPage();
    await page.goto(new URL('/', baseUrl).href);
    await expect.poll(() => page.locator('.cookie-banner').isVisible()).toBe(false);
  });

  /** The stored messages (every folder of DATA_DIR) that contain this text. */
  async function storedWith(text: string): Promise<string[]> {
    const found: string[] = [];
    for (const folder of ['outbox', 'sent', 'failed', 'spam', 'mail']) {
      const files = await readdir(path.join(dataDir, folder)).catch(() => [] as string[]);
      for (const file of files) {
        const content = await readFile(path.join(dataDir, folder, file), 'utf8').catch(() => '');
        if (content.includes(text)) found.push(`${folder}/${file}`);
      }
    }
    return found;
  }

  async function fillForm(page: Page, values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
  }

  it('sends a message from /de/contact: it is stored, and the visitor reads the German thank-you', async () => {
    const page = await context.newPage();
    await page.goto(new URL('/de/contact', baseUrl).href);
    const subject = `Ohne Skript ${Date.now()}`;
    await fillForm(page, { name: 'Ada', email: 'ada@example.com', subject, message: 'Vier Personen am Freitag.' });
    await page.locator('.contact-form__submit').click();
    await page.waitForURL(/\/de\/contact\/sent(#.*)?$/);
    expect(await page.locator('h1').textContent()).toBe(texts('de').contact.sentTitle);
    expect(await page.getByText(texts('de').contact.success).count()).toBe(1);
    // Delivered (an .eml file without SMTP_URL), naming the page and its language for the office.
    await expect.poll(() => storedWith(subject), { timeout: 15_000 }).toContainEqual(expect.stringMatching(/^mail\//));
    const mail = await readFile(
      path.join(
        dataDir,
        (await storedWith(subject)).find((file) => file.startsWith('mail/'))!,
      ),
      'utf8',
    );
    expect(mail).toContain('Sent from: /de/contact');
    expect(mail).toContain('Site language: German (de)');
  });

  it('names a refused address in Spanish on /es/contact, keeps the text and stores nothing', async () => {
    const page = await context.newPage();
    await page.goto(new URL('/es/contact', baseUrl).href);
    const subject = `Sin script ${Date.now()}`;
    // The browser lets it through (`name@host`); the server asks for a full address.
    const values = { name: 'Ada', email: 'ada@localhost', subject, message: 'Cuatro personas el viernes.' };
    await fillForm(page, values);
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.locator('.contact-form__submit').click();
    expect((await answered).status()).toBe(400);
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const email = page.locator('[name="email"]');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    // The page comes back at the form (a phone's first screen is its heading and contact details).
    const onScreen = await email.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(onScreen).toBe(true);
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(texts('es').contact.fieldEmail);
    for (const [name, value] of Object.entries(values))
      expect(await page.locator(`[name="${name}"]`).inputValue()).toBe(value);
    expect(await storedWith(subject)).toEqual([]);
  });

  it('goes Back from the thank-you page to the refused form without sending it again', async () => {
    const page = await context.newPage();
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
    await page.goto(new URL('/es/contact', baseUrl).href);
    await fillForm(page, { name: 'Ada', email: 'ada@localhost', subject: 'Atrás', message: 'Dos personas.' });
    await Promise.all([page.waitForResponse((r) => r.status() === 400), page.locator('.contact-form__submit').click()]);
    await page.locator('[name="email"]').fill('ada@example.com');
    await page.locator('.contact-form__submit').click();
    await page.waitForURL(/\/es\/contact\/sent(#.*)?$/);
    // Without a copy of the refused page to show, the browser would send the form again (or
    // first ask to, as Chromium does with its "Confirm Form Resubmission" page).
    const browserSide = await context.newCDPSession(page);
    await browserSide.send('Network.enable');
    const posts: Array<{ fromCache: boolean }> = [];
    browserSide.on('Network.responseReceived', ({ response }) => {
      if (new URL(response.url).pathname === CONTACT_API_PATH)
        posts.push({ fromCache: response.fromDiskCache === true });
    });
    await page.goBack();
    expect(await page.locator('h1').textContent()).toBe(texts('es').contact.title);
    expect(await page.locator('.contact-form [name="message"]').inputValue()).toBe('Dos personas.');
    expect(posts).toEqual([{ fromCache: true }]);
    expect([...hosts]).toEqual(['127.0.0.1']);
  });

  describe('every tour page', () => {
    // One tab walks them (opening a tab is the costly part of a visit on a small machine).
    let tourPage: Page;
    beforeAll(async () => {
      tourPage = await context.newPage();
    });

    it.each(tourPages)('%s shows a way to book, and nothing only script could work', async (path) => {
      await tourPage.goto(new URL(path, baseUrl).href);
      const panel = tourPage.locator('.booking-panel');
      // Seen as a visitor who scrolls to it does: on a phone its calendar part is laid out only
      // near the screen, and before that nothing in it counts as shown.
      await panel.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          panel
            .locator('a[href^="tel:"]')
            .first()
            .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })),
        )
        .toBe(true);
      // Where the tour has a calendar, its frame is in the HTML, but not shown: the provider's
      // widget, its launcher and the choice of the language they book in are all script.
      const frames = await panel.locator('iframe[src^="/ventrata-widget.html?productID="]').count();
      const hasProducts = (
        await tourPage.locator('[data-island="features/booking/booking-panel"]').getAttribute('data-props')
      )?.includes('"products"');
      expect(frames).toBe(hasProducts ? 1 : 0);
      for (const scripted of ['.widget-frame', '.booking-panel__launcher', 'select'])
        expect(await panel.locator(`${scripted}:visible`).count(), scripted).toBe(0);
      // In their place, a phone number to call, shown without a tap; where they are folded with
      // script, the fold's title has no marker that says it is closed.
      expect(await panel.locator('a[href^="tel:"]').first().isVisible()).toBe(true);
      for (const summary of await panel.locator('details > summary').all())
        expect(await summary.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
    });
  });

  it('frames the hosted checkout on /book-now, the ways to book directly unfolded below it', async () => {
    const page = await context.newPage();
    await page.goto(new URL('/book-now', baseUrl).href);
    expect(await page.locator('iframe[src*="ventrata.com"]').count()).toBe(1);
    // The checkout cannot work without script: the intro leads to a phone number to call, shown
    // without a tap.
    const link = page.locator('.book-now-page__intro a');
    expect(await link.textContent()).toBe(en.booking.bookNowDirectLink);
    const direct = page.locator(await link.getAttribute('href').then((href) => href!));
    expect(await direct.locator('a[href^="tel:"]').isVisible()).toBe(true);
    const fold = page.locator('details', { has: direct }).locator('summary');
    expect(await fold.evaluate((summary) => getComputedStyle(summary).listStyleType)).toBe('none');
  });
});

describe('before the code arrives', () => {
  /** A phone opening `path` while the islands' runtime is held back (the slowest network there
   * is), left as soon as the page starts to arrive: 'domcontentloaded' would wait for it. */
  async function openBeforeCode(path: string) {
    const { page } = await openPage(browser, path, { width: 390, height: 844, navigate: false });
    const runtime = await holdRequests(page, /\/assets\/entry-client-[\w-]+\.js$/);
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'commit' });
    return { page, runtime };
  }
  it('hydrates the page the server answers a refused form with, its problem still named', async () => {
    const { page, errors } = await openPage(browser, '/it/contact', { consent: 'rejected' });
    const values = { name: 'Ada', email: 'ada@localhost', subject: 'Prima del codice', message: 'Quattro persone.' };
    for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
    // Sent by the browser itself, as before the code came (submit() skips the island's handler).
    await page.locator('form.contact-form').evaluate((form: HTMLFormElement) => form.submit());
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.locator('[name="email"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[name="message"]').inputValue()).toBe(values.message);
    expect(await page.locator('.contact-form__status').textContent()).toBe(texts('it').contact.fixFields);
    // The browser logs the page's own status (400); nothing else.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  });

  it('keeps what the visitor typed into the contact form, and sends it once the code is there', async () => {
    // The islands' runtime is held back until the visitor has typed.
    const { page, runtime } = await openBeforeCode('/contact');
    const typed = {
      name: 'Ada Visitor',
      email: 'ada@example.com',
      subject: 'Colosseum at 9',
      message: 'Four of us, on Friday.',
    };
    for (const [name, value] of Object.entries(typed)) await page.locator(`[name="${name}"]`).pressSequentially(value);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    runtime.release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    for (const [name, value] of Object.entries(typed))
      expect(await page.locator(`[name="${name}"]`).inputValue()).toBe(value);
    await page.locator('.contact-form__submit').click();
    await expect.poll(() => page.locator('.contact-form__status--success').isVisible()).toBe(true);
    expect(await page.locator('[name="name"]').inputValue()).toBe('');
  });

  it("keeps a tour language chosen before the code arrived, and the panel's calendar follows it", async () => {
    const tour = toursConfig.tours.find((t) => t.booking?.products.en && t.booking.products.es)!;
    const { page, runtime } = await openBeforeCode(`/tours/${tour.slug}`);
    const select = page.getByRole('combobox', { name: texts('en').booking.tourLanguage });
    await select.selectOption('es');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    runtime.release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await hydratePart(page, '.booking-panel');
    await page.locator(`iframe[src*="productID=${tour.booking!.products.es}"]`).waitFor({ state: 'attached' });
    expect(await select.inputValue()).toBe('es');
  });

  it('loads the meeting-point map once when asked before the code arrived', async () => {
    const { page, runtime } = await openBeforeCode('/meeting-point');
    await page.getByRole('button', { name: en.meetingPoint.loadOnce }).click();
    expect(await page.locator('iframe[title^="Map"]').count()).toBe(0);
    runtime.release();
    await page.locator('iframe[title^="Map"]').waitFor();
    // The address is the page's own again; nothing was stored.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
  });

  it('keeps a cookie choice made before the code arrived', async () => {
    const { page, runtime } = await openBeforeCode('/');
    const banner = page.locator('.cookie-banner');
    await banner.getByRole('button', { name: /accept all/i }).click();
    // The browser answers the tap at once.
    await expect.poll(() => banner.isVisible()).toBe(false);
    runtime.release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect
      .poll(() =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('cookieConsent') ?? '{}') as { choice?: string }).choice),
      )
      .toBe('accepted');
  });
});

describe('on a slow phone (slow 4G, 4× slower CPU), first visit', () => {
  /** The bench's slow-phone profile (scripts/bench/tourist.ts), through Chromium's emulation. */
  async function throttle(page: Page): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latency,
      downloadThroughput: SLOW_PHONE.download,
      uploadThroughput: SLOW_PHONE.upload,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  }
  /** A first visit on the slow phone, left as soon as the page starts to arrive. */
  async function slowPhone(path: string, consent?: 'rejected') {
    const opened = await openPage(browser, path, { width: 390, height: 844, navigate: false, consent });
    await throttle(opened.page);
    await opened.page.goto(new URL(path, baseUrl).href, { waitUntil: 'commit' });
    return opened;
  }
  const typed = { name: 'Ada Visitor', email: 'ada@example.com', subject: 'Colosseum at 9', message: 'Four of us.' };

  it('keeps every character typed into the contact form from the moment each field shows', async () => {
    const { page, errors } = await slowPhone('/contact');
    // Typed key by key as each field shows, while the islands' code arrives.
    for (const [name, value] of Object.entries(typed))
      await page.locator(`[name="${name}"]`).pressSequentially(value, { delay: 40 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
    for (const [name, value] of Object.entries(typed))
      expect(await page.locator(`[name="${name}"]`).inputValue()).toBe(value);
    expect(errors).toEqual([]);
  });

  it('keeps a form the browser filled in before the code came, and sends it', async () => {
    const { page } = await slowPhone('/contact', 'rejected');
    // Autofill: every field at once, as early as the form is there.
    for (const [name, value] of Object.entries(typed)) await page.locator(`[name="${name}"]`).fill(value);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
    for (const [name, value] of Object.entries(typed))
      expect(await page.locator(`[name="${name}"]`).inputValue()).toBe(value);
    await page.locator('.contact-form__submit').click();
    await expect.poll(() => page.locator('.contact-form__status--success').isVisible(), { timeout: 30_000 }).toBe(true);
  });

  it('answers a first tap on the menu, a FAQ question and Accept All as soon as each shows', async () => {
    const { page } = await slowPhone('/');
    // The menu: the browser's popover.
    await page.locator('.site-header__hamburger').click();
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    // Accept All: the browser closes the banner's dialog.
    await page
      .locator('.cookie-banner')
      .getByRole('button', { name: /accept all/i })
      .click();
    await expect.poll(() => page.locator('.cookie-banner').isVisible()).toBe(false);
    // A FAQ question: <details>.
    const question = page.locator('.faq__item').first();
    await question.locator('summary').click();
    await expect.poll(() => question.locator('.faq__answer').isVisible()).toBe(true);
    // The choice made before the code is stored once it comes.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
    await expect
      .poll(() =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('cookieConsent') ?? '{}') as { choice?: string }).choice),
      )
      .toBe('accepted');
  });

  it('requests the booking frame of a tour page without a scroll', async () => {
    const tourPath = `/tours/${toursConfig.tours.find((tour) => tour.booking)!.slug}`;
    const opened = await openPage(browser, tourPath, { width: 390, height: 844, navigate: false });
    const requested = opened.page.waitForRequest('**/ventrata-widget.html?*', { timeout: 60_000 });
    await throttle(opened.page);
    await opened.page.goto(new URL(tourPath, baseUrl).href, { waitUntil: 'commit' });
    await requested;
    expect(await opened.page.evaluate(() => window.scrollY)).toBe(0);
  });
});

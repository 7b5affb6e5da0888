// Shared helpers for the browser tests: real Chromium (playwright-core, the system binary),
// the built site served by the real server, and stand-ins for the outside services (the booking
// provider and the map) that the browser reaches by their names (tests/stand-ins/outside.ts). Any
// other request to the outside finds no host, and is recorded.
import { chromium, type Browser, type ElementHandle, type Frame, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { CHROMIUM_ARGS, findChromium, withOffFeatures } from '../../scripts/find-chromium.ts';
import { outsideHostRules, playedHere } from '../stand-ins/outside.ts';

export const baseUrl = inject('baseUrl');
export const dataDir = inject('dataDir');

/** Playwright's `--disable-features` (which keeps the browser off Google's hosts) and the
 * project's go in one switch (withOffFeatures). Where Playwright's could not be read
 * (global-setup.ts), it stays alone. */
export function launchBrowser(): Promise<Browser> {
  const own = inject('playwrightFeaturesSwitch');
  const merged = own === null ? null : withOffFeatures(own);
  return chromium.launch({
    executablePath: findChromium(),
    // Playwright leaves out every argument equal to one named here, its caller's included.
    ignoreDefaultArgs: own && own !== merged ? [own] : [],
    args: [
      ...CHROMIUM_ARGS,
      ...(merged ? [merged] : []),
      `--host-resolver-rules=${outsideHostRules(inject('outsidePort'))}`,
    ],
  });
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
  /** Console warnings (the browser's own too, e.g. a form sent once it is gone). */
  warnings: string[];
  /** Outside requests that no stand-in answers: they find no host (the site should make none). */
  blocked: string[];
  /** The host of each outside request, answered by a stand-in or not. */
  external: string[];
}

export interface OpenOptions {
  width?: number;
  height?: number;
  /** Device pixels per CSS pixel (1 by default; phones have 2 to 3). */
  scale?: number;
  /** Stored cookie choice before the page loads; omitted = no choice (banner shows). */
  consent?: 'accepted' | 'rejected';
  /** Don't navigate yet (to add routes first). */
  navigate?: boolean;
  reducedMotion?: boolean;
  /** The browser's language (navigator.languages), e.g. 'de-DE'; default en-US. */
  locale?: string;
  /** Let the site's service worker run (offline.test.ts); blocked by default, so that every other
   * test sees each request the page makes, as on a first visit. */
  serviceWorker?: boolean;
  /** Every visit of the tab a first visit: the browser's cache off (DevTools' "Disable cache"),
   * so a tab can walk page after page with each file coming over the network. */
  firstVisits?: boolean;
}

export async function openPage(browser: Browser, pathname: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    deviceScaleFactor: options.scale ?? 1,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    locale: options.locale ?? 'en-US',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    // The outside stand-ins' certificate is their own (tests/stand-ins/outside.ts).
    ignoreHTTPSErrors: true,
  });
  // A tab left open goes on drawing and running its timers, slowing every later test: one opened
  // by a test closes as the test ends. One opened in a beforeAll (where vitest refuses the hook)
  // serves the tests that follow, and closes with the browser.
  try {
    onTestFinished(() => context.close());
  } catch (error) {
    if (!String(error).includes('can only be called inside a test')) throw error;
  }
  const page = await context.newPage();
  const opened: OpenedPage = { page, errors: [], warnings: [], blocked: [], external: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') opened.errors.push(message.text());
    if (message.type() === 'warning') opened.warnings.push(message.text());
  });
  page.on('pageerror', (error) => opened.errors.push(String(error)));

  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http') || url.hostname === '127.0.0.1' || url.hostname === 'localhost') return;
    opened.external.push(url.host);
    if (!playedHere(url)) opened.blocked.push(url.href);
  });
  if (options.consent) {
    const value = JSON.stringify({ choice: options.consent, date: new Date().toISOString() });
    // Only in the site's own top-level page: third-party frames may not touch its storage.
    await context.addInitScript((stored) => {
      if (window.top === window) localStorage.setItem('cookieConsent', stored);
    }, value);
  }
  if (options.firstVisits) {
    const browserSide = await context.newCDPSession(page);
    await browserSide.send('Network.enable');
    await browserSide.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  if (options.navigate !== false) await gotoAndHydrate(page, pathname);
  return opened;
}

/** Navigates and waits until every island of the page that wakes at load is live
 * (src/app/entry-client.tsx marks the document). */
export async function gotoAndHydrate(page: Page, pathname: string): Promise<void> {
  await page.goto(new URL(pathname, baseUrl).href, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Waits until no part of the page is still loading. A part whose code loads only as it nears the
 * screen (an island that wakes when visible) is scrolled to as a visitor reaches it, its top coming in at the
 * bottom of the screen, and the page scrolled back. */
export async function nothingBusy(page: Page): Promise<void> {
  const scrolled = await page.evaluate(() => {
    const busy = document.querySelector('[aria-busy="true"]');
    if (busy) window.scrollTo(0, busy.getBoundingClientRect().top + window.scrollY - window.innerHeight + 40);
    return busy !== null;
  });
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  if (scrolled) await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits until no part of the page is loading and the page's height and its frames' heights stop
 * changing (a frame grows to its widget's height once the widget has rendered). */
export async function frameHeightsSettled(page: Page): Promise<void> {
  await nothingBusy(page);
  if ((await page.locator('iframe').count()) === 0) return;
  let last = '';
  for (let same = 0; same < 3;) {
    await page.waitForTimeout(50);
    const now = await page.evaluate(() =>
      [
        document.documentElement.scrollHeight,
        ...[...document.querySelectorAll('iframe')].map((f) => f.clientHeight),
      ].join(),
    );
    same = now === last ? same + 1 : 0;
    last = now;
  }
}

/** Brings an island that wakes as it nears the screen (or when the browser is idle) into
 * view and waits until it is live, then scrolls back to the top. */
export async function hydratePart(page: Page, selector: string): Promise<void> {
  const part = page.locator(selector).first();
  await part.scrollIntoViewIfNeeded();
  await part.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const hydrated = () =>
          element.closest('site-island')?.hasAttribute('data-hydrated') ? resolve() : setTimeout(hydrated, 50);
        hydrated();
      }),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A frame's document once its own page is in: the address its `src` names, loaded (null for a
 * frame with no `src`). A frame starts on about:blank, whose `load` may come first. */
export async function loadedFrame(frame: ElementHandle): Promise<Frame | null> {
  const [src, content] = await Promise.all([frame.getAttribute('src'), frame.contentFrame()]);
  if (!src || !content) return null;
  await content.waitForURL(new URL(src, content.parentFrame()!.url()).href);
  await content.waitForLoadState('load');
  return content;
}

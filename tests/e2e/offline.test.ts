// The tour day with no signal (src/app/offline/): the pages a tourist opened, with the photos on
// their first screen, open again offline; the meeting point opens in every language, its
// islands working, even if never opened; a page never opened shows the offline page in the
// address's language; the caches hold nothing of the API, the booking provider or the maps
// service; the contact form offline keeps the text and says why it cannot send; the worker's
// script is never cached by the browser, and a new build's worker takes over on the next visit.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { memoryLogger } from '../../server/log.ts';
import { site } from '../../src/generated/site.ts';
import { CONTACT_API_PATH } from '../../src/lib/contact-api.ts';
import { DEPARTURES_API_PATH } from '../../src/lib/departures-api.ts';
import { baseUrl, launchBrowser, openPage } from './harness.ts';
import { texts } from './texts.ts';

const root = path.resolve(import.meta.dirname, '../..');
const PHONE = { width: 390, height: 844 };
const es = texts('es');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every URL the site's caches hold, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys())
      all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return all;
  });
}

/** Opens the page (its worker in control once it is idle) and waits until the page is kept,
 * with the code of its islands that wake at load (fetched, so kept, once they are live). */
async function openAndKeep(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const { pathname } = new URL(url);
  const kept = async () =>
    Object.values(await cachedUrls(page))
      .flat()
      .some((entry) => new URL(entry).pathname === pathname);
  // Polled by hand: vitest's expect.poll belongs in tests, and this also prepares them.
  for (const started = Date.now(); !(await kept()); await page.waitForTimeout(100))
    if (Date.now() - started > 10_000) throw new Error(`${pathname} was not kept within 10 s`);
}

/** Whether every photo on the first screen is shown (loaded and decoded). */
function firstScreenPhotos(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main img')]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.checkVisibility())
      .map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
  );
}

/** The build this page's worker comes from (service-worker.ts answers GET_BUILD_ID). */
function workerBuild(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      new Promise<string | undefined>((resolve) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) return resolve(undefined);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as string);
        worker.postMessage({ type: 'GET_BUILD_ID' }, [channel.port2]);
      }),
  );
}

/** Resolves once a new worker has taken the page over (its `controllerchange`, marked by
 * watchTakeOver). Watched from the page: a page that kept asking the outgoing worker something
 * would itself keep it from being replaced (below). */
async function takenOver(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { takenOver?: boolean }).takenOver === true, undefined, {
    timeout,
  });
}

/** Marks each page of the context once a new worker takes it over (see takenOver). */
async function watchTakeOver(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    navigator.serviceWorker?.addEventListener('controllerchange', () => {
      (window as unknown as { takenOver?: boolean }).takenOver = true;
    });
  });
}

/** A copy of the build served by a server of its own, to change or build anew in place. In the
 * project (its server bundle finds the project's packages), in an ignored folder. */
async function serveACopy(name: string): Promise<{ dist: string; url: string; close: () => Promise<void> }> {
  mkdirSync(path.join(root, 'var'), { recursive: true });
  const dir = mkdtempSync(path.join(root, 'var', `${name}-`));
  const dist = path.join(dir, 'dist');
  cpSync(path.join(root, 'dist'), dist, { recursive: true });
  const server = createApp({
    distDir: path.join(dist, 'client'),
    dataDir: path.join(dir, 'data'),
    log: memoryLogger(),
  });
  const { url } = await server.listen(0, '127.0.0.1');
  return {
    dist,
    url,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('offline', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, '/', { ...PHONE, consent: 'rejected', serviceWorker: true, navigate: false }));
    context = page.context();
    await openAndKeep(page, new URL('/es/tours/colosseum', baseUrl).href);
    await openAndKeep(page, new URL('/es/meeting-point', baseUrl).href);
    await openAndKeep(page, new URL('/es/contact', baseUrl).href);
    // Opened from a link with a query (a QR code's, a campaign's): the same static page.
    await openAndKeep(page, new URL('/es/faq?utm_source=qr', baseUrl).href);
    await context.setOffline(true);
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(['/es/tours/colosseum', '/es/meeting-point'])(
    'opens %s again with its text and the photos on its first screen',
    async (pathname) => {
      await page.goto(new URL(pathname, baseUrl).href);
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect((await page.locator('h1').textContent())?.length).toBeGreaterThan(0);
      expect(await page.locator('h1').textContent()).not.toBe(es.offline.title);
      const photos = await firstScreenPhotos(page);
      if (pathname.includes('/tours/')) expect(photos.length).toBeGreaterThan(0);
      expect(photos.every(Boolean)).toBe(true);
    },
  );

  it('shows where to meet on a meeting point never opened, its photos and its islands too', async () => {
    await page.goto(new URL('/it/meeting-point', baseUrl).href);
    expect(await page.locator('h1').textContent()).toBe(texts('it').meetingPoint.title);
    // Its islands' code and their Italian texts, never fetched by this visitor, were kept with it:
    // those that wake at load come alive (the cookie banner's among them), and the map's button
    // too, which wakes as it nears the screen and reads the meeting point's texts.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 10_000,
    });
    const map = page.locator('[data-island="features/meeting-point/map-embed"]');
    await map.evaluate((island) => island.firstElementChild?.scrollIntoView());
    await page.waitForFunction((island) => island?.hasAttribute('data-hydrated'), await map.elementHandle(), {
      timeout: 10_000,
    });
    const photos = page.locator('main img');
    expect(await photos.count()).toBe(site.meetingPoint.photos.length);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await photo.evaluate((image: HTMLImageElement) => image.decode().catch(() => undefined));
      expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
  });

  it('keeps a page under its address, whatever query it was opened or is asked for with', async () => {
    for (const pathname of ['/es/faq', '/es/tours/colosseum?utm_source=newsletter']) {
      await page.goto(new URL(pathname, baseUrl).href);
      expect(await page.locator('h1').textContent(), pathname).not.toBe(es.offline.title);
    }
  });

  it("shows a page never opened as the offline page in the address's language, with phone and WhatsApp", async () => {
    await page.goto(new URL('/es/about', baseUrl).href);
    expect(await page.locator('h1').textContent()).toBe(es.offline.title);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator(`a[href^="tel:"]`).first().textContent()).toBe(site.contact.phone);
    expect(await page.locator(`a[href^="https://wa.me/"]`).count()).toBeGreaterThan(0);
    expect(await page.getByText(site.meetingPoint.address).count()).toBeGreaterThan(0);
    // The meeting point, kept from the first visit, opens from there.
    await page.getByRole('link', { name: es.contact.meetingPointLink }).click();
    await page.waitForURL('**/es/meeting-point');
    expect(await page.locator('h1').textContent()).toBe(es.meetingPoint.title);
  });

  it('keeps the contact form’s text and says it cannot send now', async () => {
    await page.goto(new URL('/es/contact', baseUrl).href);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const values = {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Sin cobertura',
      message: 'Cuatro personas el viernes.',
    };
    for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
    await page.locator('.contact-form__submit').click();
    await expect.poll(() => page.locator('.contact-form [role="status"]').textContent()).toBe(es.contact.offline);
    for (const [name, value] of Object.entries(values))
      expect(await page.locator(`[name="${name}"]`).inputValue()).toBe(value);
  });
});

describe('a connection that stalls', () => {
  it(
    'shows the offline page for a page never opened, rather than waiting without end',
    { timeout: 60_000 },
    async () => {
      // The site behind a server that, once told to, answers nothing: a roaming link up, passing no data.
      let stalled = false;
      const link = createServer((request, response) => {
        if (stalled) return;
        void fetch(new URL(request.url!, baseUrl), { headers: { accept: request.headers.accept ?? '*/*' } }).then(
          async (answer) => {
            // fetch has undone the compression: its headers go with it.
            const dropped = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);
            response.writeHead(
              answer.status,
              Object.fromEntries([...answer.headers].filter(([name]) => !dropped.has(name))),
            );
            response.end(Buffer.from(await answer.arrayBuffer()));
          },
        );
      });
      await new Promise<void>((listening) => link.listen(0, '127.0.0.1', listening));
      const url = `http://127.0.0.1:${(link.address() as AddressInfo).port}`;
      try {
        const { page } = await openPage(browser, '/', {
          ...PHONE,
          consent: 'rejected',
          serviceWorker: true,
          navigate: false,
        });
        await openAndKeep(page, `${url}/es/`);
        stalled = true;
        await page.goto(`${url}/es/faq`, { timeout: 30_000 });
        expect(await page.locator('h1').textContent()).toBe(es.offline.title);
        await page.context().close();
      } finally {
        link.closeAllConnections();
        link.close();
      }
    },
  );
});

describe('what is never kept', () => {
  it('holds nothing of the API, the booking provider or the maps service', async () => {
    const { page } = await openPage(browser, '/', {
      ...PHONE,
      consent: 'accepted',
      serviceWorker: true,
      navigate: false,
    });
    await openAndKeep(page, new URL('/es/contact', baseUrl).href);
    // Under the worker's control: the map (with consent), the booking frame and a message.
    await page.goto(new URL('/es/meeting-point', baseUrl).href);
    await page.locator('.map-embed iframe, iframe[src*="google"]').first().scrollIntoViewIfNeeded();
    await page.waitForSelector('iframe[src*="google"]', { state: 'attached' });
    await page.goto(new URL('/es/tours/colosseum', baseUrl).href);
    await page.waitForSelector('iframe', { state: 'attached' });
    // And the API, read and written as the page's code does.
    const statuses = await page.evaluate(
      ([contact, departures]) =>
        Promise.all([
          fetch(contact, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
          fetch('/healthz'),
          fetch(`${departures}?tour=colosseum&language=es`),
        ]).then((answers) => answers.map((answer) => answer.status)),
      [CONTACT_API_PATH, DEPARTURES_API_PATH] as const,
    );
    // Answered by the server (the message refused as empty): the requests reached it.
    expect(statuses[0]).toBe(400);
    expect(statuses).toHaveLength(3);

    const kept = Object.values(await cachedUrls(page)).flat();
    expect(kept.length).toBeGreaterThan(0);
    const origin = new URL(baseUrl).origin;
    expect(kept.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(kept.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    // The booking frame's page is the site's own, but it is the provider's: not kept either.
    expect(kept.filter((url) => url.includes('ventrata'))).toEqual([]);
    await page.context().close();
  });
});

describe('the web app manifest', () => {
  it.each(['en', 'es', 'de'])('is linked by every page in its language, with the brand’s icons (%s)', async (code) => {
    const prefix = code === 'en' ? '' : `/${code}`;
    const html = await (await fetch(new URL(`${prefix}/tours`, baseUrl))).text();
    const href = /<link rel="manifest" href="([^"]+)">/.exec(html)?.[1];
    expect(href).toBe(`${prefix}/manifest.webmanifest`);
    const answer = await fetch(new URL(href!, baseUrl));
    expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      lang: string;
      start_url: string;
      theme_color: string;
      display: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ name: site.name, lang: code, start_url: `${prefix}/`, display: 'standalone' });
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}">`);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, baseUrl));
      expect(image.headers.get('content-type')).toBe('image/png');
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
  });
});

describe('the worker’s script', () => {
  it('is served with Cache-Control: no-cache', async () => {
    const answer = await fetch(new URL('/sw.js', baseUrl));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers a page it keeps for offline from the network while there is one', async () => {
    // The build's meeting point changes (a deploy) once the worker has kept it: the directions a
    // visitor reads online are the server's.
    const { dist, url, close } = await serveACopy('sw-fresh');
    try {
      const { page } = await openPage(browser, '/', { consent: 'rejected', serviceWorker: true, navigate: false });
      await openAndKeep(page, `${url}/es/`);
      const precached = async () =>
        Object.entries(await cachedUrls(page)).some(
          ([name, urls]) =>
            name.startsWith('workbox-precache') && urls.some((kept) => new URL(kept).pathname === '/es/meeting-point'),
        );
      await expect.poll(precached, { timeout: 10_000 }).toBe(true);
      const file = path.join(dist, 'client/es/meeting-point/index.html');
      writeFileSync(file, readFileSync(file, 'utf8').replace('</main>', '<p id="redeployed">Nuevo</p></main>'));
      await page.goto(`${url}/es/meeting-point`);
      expect(await page.locator('#redeployed').count()).toBe(1);
      await page.context().close();
    } finally {
      await close();
    }
  });

  // Retried: run alone, 1 run in 12 was still not taken over after 60 s, for a reason not found
  // (while the test asked the outgoing worker for its build every 50 ms, about 1 run in 3).
  it(
    'of a new build takes over on the next visit, and the old precache goes',
    { timeout: 180_000, retry: 2 },
    async () => {
      // A copy of the build, served by a server of its own, then built anew in place.
      const { dist, url, close } = await serveACopy('sw-update');
      try {
        const { page } = await openPage(browser, '/', { consent: 'rejected', serviceWorker: true, navigate: false });
        await watchTakeOver(page.context());
        await openAndKeep(page, `${url}/es/`);
        const before = await workerBuild(page);
        expect(before).toMatch(/\w+/);
        // A cache an earlier worker filled and this one's successor does not.
        await page.evaluate(() =>
          caches.open('pages-of-a-retired-worker').then((cache) => cache.put('/x', new Response('x'))),
        );

        // Built beside the running server, which goes on answering (as a real one would): a
        // build that held this process's event loop froze the server the page and its worker use.
        await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', dist], {
          cwd: root,
          maxBuffer: 64 * 1024 * 1024,
        });
        // Pages with a revision, photos (a hash in their names) without.
        const precache = [
          ...readFileSync(path.join(dist, 'client/sw.js'), 'utf8').matchAll(
            /"revision":(?:"(\w+)"|null),"url":"([^"]+)"/g,
          ),
        ];
        expect(precache.length).toBeGreaterThan(0);

        await page.goto(`${url}/es/tours`);
        // The page's own code looks for a new worker once a visit, when it is idle (register.ts).
        // Chromium stops the outgoing worker as the new one installs; a request of the page that
        // reaches it in that instant (the page's late code, its departures) starts it again, and
        // the new worker then waits until the outgoing one has gone 30 s without a request. So the
        // take-over is awaited for 60 s, and watched from the page: a test that asked the
        // outgoing worker for its build every 50 ms kept it from ever being replaced.
        await takenOver(page, 60_000);
        expect(await workerBuild(page)).not.toBe(before);
        // What that check leaves in the tab is named on the privacy page, in every language.
        const sessionKeys = await page.evaluate(() => Object.keys(sessionStorage));
        expect(sessionKeys.length).toBeGreaterThan(0);
        for (const prefix of ['', '/es', '/it', '/fr', '/de']) {
          const privacy = await (await fetch(`${url}${prefix}/privacy`)).text();
          for (const key of sessionKeys) expect(privacy, `${prefix}/privacy`).toContain(key);
        }
        // The same build a first visitor gets.
        const { page: fresh } = await openPage(browser, '/', {
          consent: 'rejected',
          serviceWorker: true,
          navigate: false,
        });
        await openAndKeep(fresh, `${url}/es/tours`);
        expect(await workerBuild(page)).toBe(await workerBuild(fresh));
        expect(await page.evaluate(() => caches.keys())).not.toContain('pages-of-a-retired-worker');
        // The precache holds the new build's pages, and no copy of the old build's.
        await expect
          .poll(async () =>
            Object.entries(await cachedUrls(page))
              .filter(([name]) => name.startsWith('workbox-precache'))
              .flatMap(([, urls]) =>
                urls.map((kept) => `${new URL(kept).pathname}?${new URL(kept).searchParams.get('__WB_REVISION__')}`),
              )
              .sort(),
          )
          .toEqual(precache.map(([, revision, address]) => `${address}?${revision ?? null}`).sort());
        await page.context().close();
        await fresh.context().close();
      } finally {
        await close();
      }
    },
  );
});

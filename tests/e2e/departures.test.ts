// Live departures on the tour pages (server/departures/, src/features/booking/next-departures.tsx):
// the built site served by a server of its own with OCTO_API_URL pointing at the stand-in
// provider (held to the OCTO specification), as a tourist on a phone sees it.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { memoryLogger } from '../../server/log.ts';
import { startOctoStandIn, type OctoStandIn } from '../stand-ins/octo-provider.ts';
import { hydratePart, launchBrowser, openPage } from './harness.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { fill, texts } from './texts.ts';

const tours = toursConfig.tours;

const root = path.resolve(import.meta.dirname, '../..');
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let standIn: OctoStandIn;
let site: { url: string; close(): Promise<void> };
beforeAll(async () => {
  browser = await launchBrowser();
  standIn = await startOctoStandIn();
  mkdirSync(path.join(root, 'var'), { recursive: true });
  const dataDir = mkdtempSync(path.join(root, 'var', 'departures-'));
  const app = createApp({
    distDir: path.join(root, 'dist/client'),
    dataDir,
    log: memoryLogger(),
    deliver: false,
    // The server's own default (2 s). With 500 ms the English list once never came in a full
    // run: most likely the first page's calls to the stand-in outlasted it on a loaded machine.
    octo: { url: standIn.url, token: standIn.token },
  });
  const { url } = await app.listen(0, '127.0.0.1');
  site = {
    url,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(async () => {
  await site?.close();
  await standIn?.close();
  await browser?.close();
});
afterEach(() => {
  expect(standIn.violations).toEqual([]);
});

/** `date` (YYYY-MM-DD) plus `days`, at `time` in Rome, written as OCTO writes it (with Rome's offset that day). */
function romeTime(date: string, days: number, time: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  const ymd = day.toISOString().slice(0, 10);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${ymd}T${time}:00Z`))
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return `${ymd}T${time}:00${offset || '+00:00'}`;
}

/** Everything the browser received from the site on this page, as text. */
function recordResponses(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(site.url)) return;
    bodies.push(JSON.stringify(response.headers()));
    void response.text().then(
      (text) => bodies.push(text),
      () => {},
    );
  });
  return bodies;
}

describe('next departures', () => {
  it.each([
    ['en', '/tours/colosseum'],
    ['es', '/es/tours/colosseum'],
  ])('are shown, with the places left, in Rome time and the page’s language (%s)', async (code, pathname) => {
    standIn.answer = {
      kind: 'departures',
      departures: ({ localDateStart }) => [
        { start: romeTime(localDateStart, 1, '09:00'), status: 'LIMITED', vacancies: 3 },
        { start: romeTime(localDateStart, 1, '11:00'), status: 'SOLD_OUT' },
        { start: romeTime(localDateStart, 1, '13:00'), status: 'CLOSED' },
        { start: romeTime(localDateStart, 2, '09:00'), status: 'FREESALE' },
      ],
    };
    const { page, errors } = await openPage(browser, '/', { ...PHONE, consent: 'rejected', navigate: false });
    const bodies = recordResponses(page);
    await page.goto(`${site.url}${pathname}`);
    // The panel's code comes as the visitor scrolls towards it.
    await page.locator('.booking-panel').scrollIntoViewIfNeeded();
    const list = page.locator('.next-departures');
    await list.waitFor({ timeout: 15_000 });
    const words = texts(code).booking;
    expect(await list.locator('h3').textContent()).toBe(words.nextDepartures);
    const items = await list.locator('li').allTextContents();
    const tomorrow = new Intl.RelativeTimeFormat(code, { numeric: 'auto' }).format(1, 'day');
    expect(items).toHaveLength(3);
    expect(items[0]!.toLowerCase()).toContain(`${tomorrow} · 09:00`.toLowerCase());
    expect(items[0]).toContain(fill(words.placesLeft.other, { count: 3 }));
    expect(items[1]).toContain(words.soldOut);
    expect(items[1]).toContain('11:00');
    expect(items.join(' ')).not.toContain('13:00'); // closed: left out
    expect(items[2]).toContain('09:00');
    expect(items[2]).not.toContain(words.soldOut);
    expect(errors).toEqual([]);
    expect(bodies.join('\n')).not.toContain(standIn.token);
    await page.context().close();
  });

  it('say on each tour card that the provider sells when it next leaves with places, in the page’s language', async () => {
    standIn.answer = {
      kind: 'departures',
      departures: ({ localDateStart }) => [
        { start: romeTime(localDateStart, 1, '08:00'), status: 'SOLD_OUT' },
        { start: romeTime(localDateStart, 1, '09:00'), status: 'LIMITED', vacancies: 2 },
      ],
    };
    const { page, errors } = await openPage(browser, '/', { ...PHONE, consent: 'rejected', navigate: false });
    await page.goto(`${site.url}/es/tours`);
    const card = (slug: string) =>
      page.locator('.tour-card').filter({ has: page.locator(`a[href="/es/tours/${slug}"]`) });
    const sold = tours.find((tour) => tour.booking || tour.checkoutProduct)!;
    const direct = tours.find((tour) => !tour.booking && !tour.checkoutProduct)!;
    const badge = card(sold.slug).locator('.tour-card__next');
    await badge.waitFor({ timeout: 15_000 });
    const tomorrow = new Intl.RelativeTimeFormat('es', { numeric: 'auto' }).format(1, 'day');
    const when = `${tomorrow.charAt(0).toLocaleUpperCase('es')}${tomorrow.slice(1)} · 09:00`;
    expect(await badge.textContent()).toBe(fill(texts('es').tourList.nextDeparture, { when }));
    // A tour booked only directly has no departures to tell.
    await card(direct.slug).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await card(direct.slug).locator('.tour-card__next').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(['hangs', 'is down'] as const)('claim nothing, and hold nothing up, while the provider %s', async (state) => {
    standIn.answer = state === 'hangs' ? { kind: 'hang' } : { kind: 'status', status: 503 };
    const { page, errors } = await openPage(browser, '/', { ...PHONE, consent: 'rejected', navigate: false });
    const asked = page.waitForResponse((response) => response.url().includes('/api/departures'), { timeout: 15_000 });
    await page.goto(`${site.url}/tours/colosseum-express`);
    await hydratePart(page, '.booking-panel');
    // The booking frame is there as without live departures.
    expect(await page.locator('.booking-panel iframe').count()).toBe(1);
    expect((await asked).status()).toBe(204);
    expect(await page.locator('.next-departures').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

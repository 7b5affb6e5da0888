// Live departures through the real server (createApp) and the real OCTO client, against a
// stand-in provider on loopback held to the OCTO specification (tests/stand-ins/octo-provider.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startOctoStandIn, type OctoStandIn, type StandInDeparture } from '../../tests/stand-ins/octo-provider.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { site } from '../../src/generated/site.ts';
import type { DeparturesReply } from '../../src/lib/departures-api.ts';
import { createApp } from '../app.ts';
import { memoryLogger } from '../log.ts';
import { loadConfig, ConfigError } from '../config.ts';
import { localDate } from '../../src/lib/departure-time.ts';
import { Departures, departuresOf } from './departures.ts';
import { octoClient } from './octo-client.ts';
import { memoryStore, redisStore } from './store.ts';
import { connectRedis } from '../redis.ts';

const tour = toursConfig.tours.find((candidate) => candidate.booking?.products.es)!;
const PRODUCT = tour.booking!.products.es!;
const FEW = site.booking.fewPlacesLeft ?? 5;
/** 2027-03-27 12:00 in Rome: the day before Rome moves to summer time. */
const NOW = Date.parse('2027-03-27T11:00:00Z');

let standIn: OctoStandIn;
// The stand-in compiles the OCTO specification's schemas as it starts: some 3 s of CPU here, and
// more than vitest's 10 s for a hook while the other worker and a browser load the machine.
beforeAll(async () => {
  standIn = await startOctoStandIn();
}, 60_000);
afterAll(async () => {
  await standIn.close();
});
afterEach(() => {
  expect(standIn.violations).toEqual([]);
  standIn.calls.length = 0;
});

function week(...departures: StandInDeparture[]) {
  return { kind: 'departures' as const, departures: () => departures };
}

async function server(options: { now?: () => number; timeoutMs?: number } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'departures-'));
  const log = memoryLogger();
  const app = createApp({
    dataDir,
    log,
    deliver: false,
    now: options.now ?? (() => NOW),
    octo: { url: standIn.url, token: standIn.token, timeoutMs: options.timeoutMs ?? 2000 },
  });
  const { url } = await app.listen(0, '127.0.0.1');
  const ask = (query = `tour=${tour.slug}&language=es`) => fetch(`${url}/api/departures?${query}`);
  return {
    ask,
    log,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('GET /api/departures', () => {
  it('gives the next three departures from now, sold-out ones as such, closed ones left out, places only when few', async () => {
    standIn.answer = week(
      { start: '2027-03-27T09:00:00+01:00', status: 'AVAILABLE' }, // already gone
      { start: '2027-03-27T14:00:00+01:00', status: 'LIMITED', vacancies: 3 },
      { start: '2027-03-27T16:00:00+01:00', status: 'CLOSED' },
      { start: '2027-03-28T09:00:00+02:00', status: 'SOLD_OUT' },
      { start: '2027-03-28T11:00:00+02:00', status: 'FREESALE' },
      { start: '2027-03-29T11:00:00+02:00', status: 'AVAILABLE', vacancies: 20 },
    );
    const site = await server();
    const answer = await site.ask();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=30');
    const reply = (await answer.json()) as DeparturesReply;
    expect(reply.departures).toEqual([
      { start: '2027-03-27T14:00:00+01:00', status: 'available', placesLeft: 3 },
      { start: '2027-03-28T09:00:00+02:00', status: 'sold-out' },
      { start: '2027-03-28T11:00:00+02:00', status: 'available' },
    ]);
    expect(reply.age).toBe(0);
    // Asked as the specification says: the product's default option, the coming week in Rome.
    const [product, availability] = standIn.calls;
    expect(product).toMatchObject({
      method: 'GET',
      path: `/products/${PRODUCT}`,
      authorization: `Bearer ${standIn.token}`,
    });
    expect(availability).toMatchObject({
      method: 'POST',
      path: '/availability',
      body: { productId: PRODUCT, optionId: 'DEFAULT', localDateStart: '2027-03-27', localDateEnd: '2027-04-02' },
    });
    await site.close();
  });

  it('answers an empty week with no departures, and an unknown tour or language with 404', async () => {
    standIn.answer = week();
    const site = await server();
    expect(await (await site.ask()).json()).toEqual({ departures: [], age: 0 });
    expect((await site.ask('tour=atlantis&language=es')).status).toBe(404);
    expect((await site.ask(`tour=${tour.slug}&language=xx`)).status).toBe(404);
    expect((await site.ask('tour=colosseum')).status).toBe(400);
    await site.close();
  });

  it('asks the provider once for many visitors at the same moment', async () => {
    standIn.answer = week({ start: '2027-03-28T09:00:00+02:00', status: 'AVAILABLE' });
    const site = await server();
    const answers = await Promise.all(Array.from({ length: 50 }, () => site.ask()));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(standIn.calls.filter((call) => call.path === '/availability')).toHaveLength(1);
    await site.close();
  });

  it.each([401, 403] as const)(
    'claims nothing with a refused key (%i), and says so in the log once',
    async (status) => {
      standIn.answer = { kind: 'status', status };
      const site = await server();
      for (let i = 0; i < 3; i++) {
        const answer = await site.ask();
        expect(answer.status).toBe(204);
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
      const refused = site.log.records.filter((record) => record.msg.includes('refused OCTO_API_TOKEN'));
      expect(refused).toHaveLength(1);
      expect(JSON.stringify(site.log.records)).not.toContain(standIn.token);
      await site.close();
    },
  );

  it('claims nothing while the provider fails, and leaves it alone after repeated failures', async () => {
    standIn.answer = { kind: 'status', status: 503 };
    const site = await server();
    for (let i = 0; i < 6; i++) expect((await site.ask()).status).toBe(204);
    // Three failed attempts (the product each time), then a pause: no more calls.
    expect(standIn.calls).toHaveLength(3);
    await site.close();
  });

  it("answers with nothing once the provider's calls have timed out while it hangs", async () => {
    standIn.answer = { kind: 'hang' };
    const site = await server({ timeoutMs: 300 });
    const answer = await site.ask();
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    await site.close();
  });

  it('never sends the token to a browser', async () => {
    standIn.answer = week({ start: '2027-03-28T09:00:00+02:00', status: 'LIMITED', vacancies: 2 });
    const site = await server();
    const answer = await site.ask();
    const everything = JSON.stringify([...answer.headers]) + (await answer.text());
    expect(everything).not.toContain(standIn.token);
    await site.close();
  });
});

describe('Departures', () => {
  it('serves kept figures, with their age, while one refresh runs, and drops them when too old', async () => {
    let now = NOW;
    standIn.answer = week({ start: '2027-03-28T09:00:00+02:00', status: 'AVAILABLE' });
    const departures = new Departures({
      client: octoClient({ url: standIn.url, token: standIn.token, timeoutMs: 2000 }),
      store: memoryStore(),
      log: memoryLogger(),
      now: () => now,
      fewPlacesLeft: FEW,
    });
    expect((await departures.next(PRODUCT))?.departures).toHaveLength(1);
    now += 90_000; // stale: answered from what is kept, refreshed behind
    standIn.answer = week();
    expect(await departures.next(PRODUCT)).toEqual({
      departures: [{ start: '2027-03-28T09:00:00+02:00', status: 'available' }],
      age: 90,
    });
    await expect.poll(() => departures.next(PRODUCT)).toEqual({ departures: [], age: 0 });
    standIn.answer = { kind: 'status', status: 500 };
    now += 11 * 60_000; // kept for too long, and the provider is down: nothing is claimed
    expect(await departures.next(PRODUCT)).toBeUndefined();
  });

  it('asks the provider itself while Redis is unreachable, and says so once', async () => {
    standIn.answer = week({ start: '2027-03-28T09:00:00+02:00', status: 'AVAILABLE' });
    const log = memoryLogger();
    // Nothing listens on port 1: every command fails at once (no offline queue), as with Redis down.
    const redis = connectRedis('redis://127.0.0.1:1', log, { up: 'up', down: 'down' });
    const departures = new Departures({
      client: octoClient({ url: standIn.url, token: standIn.token, timeoutMs: 2000 }),
      store: redisStore(redis),
      log,
      now: () => NOW,
      fewPlacesLeft: FEW,
    });
    for (let i = 0; i < 3; i++) expect((await departures.next(PRODUCT))?.departures).toHaveLength(1);
    expect(log.records.filter((record) => record.msg.startsWith('departures: the cache could not be'))).toHaveLength(1);
    redis.disconnect();
  });

  it("reads the day in the product's time zone across the change to summer time", () => {
    expect(localDate(Date.parse('2027-03-27T23:30:00Z'), 'Europe/Rome')).toBe('2027-03-28');
    expect(localDate(Date.parse('2027-03-27T22:30:00Z'), 'Europe/Rome')).toBe('2027-03-27');
    expect(localDate(Date.parse('2027-10-31T00:30:00Z'), 'Europe/Rome')).toBe('2027-10-31');
  });

  it('keeps FREESALE without a count and gives the count only when few places are left', () => {
    const base = { id: 'x', allDay: false, available: true };
    expect(
      departuresOf(
        [
          { ...base, localDateTimeStart: '2027-03-28T09:00:00+02:00', status: 'FREESALE', vacancies: null },
          { ...base, localDateTimeStart: '2027-03-28T10:00:00+02:00', status: 'AVAILABLE', vacancies: FEW },
          { ...base, localDateTimeStart: '2027-03-28T11:00:00+02:00', status: 'AVAILABLE', vacancies: FEW + 1 },
        ],
        FEW,
      ),
    ).toEqual([
      { start: '2027-03-28T09:00:00+02:00', status: 'available' },
      { start: '2027-03-28T10:00:00+02:00', status: 'available', placesLeft: FEW },
      { start: '2027-03-28T11:00:00+02:00', status: 'available' },
    ]);
  });
});

describe('OCTO_API_URL and OCTO_API_TOKEN', () => {
  const defaults = { contactEmail: 'info@example.com', siteUrl: 'https://www.example.com' };
  it('are both needed, or neither', () => {
    expect(loadConfig({}, defaults).octo).toBeUndefined();
    expect(loadConfig({ OCTO_API_URL: 'https://api.example.com/octo/', OCTO_API_TOKEN: 'k1' }, defaults).octo).toEqual({
      url: 'https://api.example.com/octo',
      token: 'k1',
    });
    expect(() => loadConfig({ OCTO_API_URL: 'https://api.example.com/octo' }, defaults)).toThrow(
      /OCTO_API_TOKEN: is not set, but OCTO_API_URL is/,
    );
    expect(() => loadConfig({ OCTO_API_TOKEN: 'secret-key-123' }, defaults)).toThrow(ConfigError);
    try {
      loadConfig({ OCTO_API_TOKEN: 'secret-key-123', OCTO_API_URL: 'ftp://x' }, defaults);
    } catch (error) {
      expect(String(error)).toMatch(/OCTO_API_URL/);
      expect(String(error)).not.toContain('secret-key-123');
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../log.ts';
import { post, startApp, tempDir, validMessage, type RunningApp } from '../test/helpers.ts';
import { createRateLimits, invalidPerMinute } from './rate-limit.ts';

describe('createRateLimits (in memory)', () => {
  it('allows perMinute points per client, then refuses with the wait until the window ends', async () => {
    const limits = createRateLimits({ perMinute: 3, log: memoryLogger() });
    const takes = await Promise.all([1, 2, 3].map(() => limits.contact.take('a')));
    expect(takes.map((take) => take.allowed)).toEqual([true, true, true]);
    const refused = await limits.contact.take('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limits.contact.take('b')).allowed).toBe(true);
    await limits.close();
  });

  it('checks without spending, and keeps the invalid quota apart and larger', async () => {
    const limits = createRateLimits({ perMinute: 1, log: memoryLogger() });
    expect((await limits.contact.check('a')).allowed).toBe(true);
    expect((await limits.contact.check('a')).allowed).toBe(true);
    await limits.contact.take('a');
    expect((await limits.contact.check('a')).allowed).toBe(false);
    for (let i = 0; i < invalidPerMinute(1) - 1; i++) await limits.invalid.take('b');
    expect((await limits.invalid.check('b')).allowed).toBe(true);
    await limits.invalid.take('b');
    expect((await limits.invalid.check('b')).allowed).toBe(false);
    expect((await limits.contact.check('b')).allowed).toBe(true);
    await limits.close();
  });
});

describe('rate limit of POST /api/send-email', () => {
  let app: RunningApp | undefined;
  let removeData: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await app?.close();
    await removeData?.();
  });

  async function start(options: { trustProxyHops?: number; rateLimitPerMinute?: number }) {
    const data = await tempDir();
    removeData = data.remove;
    app = await startApp({ dataDir: data.dir, rateLimitPerMinute: 2, ...options });
    return app;
  }

  it('answers 429 with Retry-After and a JSON error once a client has sent too many', async () => {
    const { url } = await start({});
    expect((await post(url, validMessage())).status).toBe(202);
    expect((await post(url, validMessage())).status).toBe(202);
    const limited = await post(url, validMessage());
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({
      ok: false,
      code: 'rate_limited',
      error: expect.stringContaining(`${wait} seconds`) as unknown,
    });
  });

  it('takes the client from X-Forwarded-For as seen by the trusted proxy', async () => {
    const { url } = await start({ trustProxyHops: 1 });
    const from = (chain: string) => post(url, validMessage(), { 'X-Forwarded-For': chain });
    expect((await from('203.0.113.1')).status).toBe(202);
    expect((await from('203.0.113.1')).status).toBe(202);
    expect((await from('203.0.113.1')).status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(202);
    // A client cannot escape by prepending addresses: only the proxy's entry counts.
    expect((await from('198.51.100.7, 203.0.113.1')).status).toBe(429);
  });

  it('keys IPv6 clients by their /64, so a client cannot rotate addresses within it', async () => {
    const { url } = await start({ trustProxyHops: 1 });
    const from = (ip: string) => post(url, validMessage(), { 'X-Forwarded-For': ip });
    expect((await from('2001:db8:1:2::1')).status).toBe(202);
    expect((await from('2001:db8:1:2::2')).status).toBe(202);
    expect((await from('2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await from('2001:db8:1:3::1')).status).toBe(202);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const { url } = await start({ trustProxyHops: 0 });
    const from = (chain: string) => post(url, validMessage(), { 'X-Forwarded-For': chain });
    expect((await from('203.0.113.1')).status).toBe(202);
    expect((await from('203.0.113.2')).status).toBe(202);
    expect((await from('203.0.113.3')).status).toBe(429);
  });

  it('does not let a few invalid requests spend the quota of real messages', async () => {
    // Behind a misconfigured proxy every visitor is one client: broken posts must not lock the form.
    const { url } = await start({ rateLimitPerMinute: 2 });
    for (let i = 0; i < 5; i++) expect((await post(url, '{"broken')).status).toBe(400);
    expect((await post(url, 'x', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post(url, validMessage())).status).toBe(202);
    expect((await post(url, validMessage())).status).toBe(202);
  });

  it('still answers a flood of invalid requests with 429 once their own, larger quota is spent', async () => {
    const { url } = await start({ rateLimitPerMinute: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < invalidPerMinute(2) + 1; i++) statuses.push((await post(url, '{"broken')).status);
    expect(statuses.slice(0, invalidPerMinute(2)).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

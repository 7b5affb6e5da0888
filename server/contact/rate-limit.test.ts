import { afterEach, describe, expect, it } from 'vitest';
import { post, startApp, tempDir, validMessage, type RunningApp } from '../test/helpers.ts';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows a burst of perMinute, then refills one token every 60/perMinute seconds', () => {
    let now = 0;
    const limiter = new RateLimiter(3, () => now);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.take('b').allowed).toBe(true);
    now += 10_000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now += 10_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('forgets clients idle for a minute', () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    limiter.take('a');
    limiter.take('b');
    now += 61_000;
    limiter.take('c');
    expect(limiter.size).toBe(1);
  });
});

describe('rate limit of POST /api/send-email', () => {
  let app: RunningApp | undefined;
  let removeData: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await app?.close();
    await removeData?.();
  });

  async function start(options: { trustProxyHops?: number; now?: () => number }) {
    const data = await tempDir();
    removeData = data.remove;
    app = await startApp({ dataDir: data.dir, rateLimitPerMinute: 2, ...options });
    return app;
  }

  it('answers 429 with Retry-After and a JSON error once a client has sent too many', async () => {
    let now = Date.now();
    const { url } = await start({ now: () => now });
    expect((await post(url, validMessage())).status).toBe(202);
    expect((await post(url, validMessage())).status).toBe(202);
    const limited = await post(url, validMessage());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(30);
    expect(await limited.json()).toMatchObject({ ok: false, error: expect.stringContaining('30 seconds') });
    now += 30_000;
    expect((await post(url, validMessage({ shownAt: now - 10_000 }))).status).toBe(202);
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

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const { url } = await start({ trustProxyHops: 0 });
    const from = (chain: string) => post(url, validMessage(), { 'X-Forwarded-For': chain });
    expect((await from('203.0.113.1')).status).toBe(202);
    expect((await from('203.0.113.2')).status).toBe(202);
    expect((await from('203.0.113.3')).status).toBe(429);
  });
});

// Two instances share each client's quota through a real Redis (issue 11: two instances
// behind Caddy), and a Redis that goes away never costs a visitor's message.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, tempDir, validMessage, waitFor, type RunningApp } from '../test/helpers.ts';
import { reservePort } from '../test/smtp.ts';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis)
  console.warn('SKIPPED server/contact/redis.test.ts: redis-server is not installed (apt-get install redis-server)');

let redis: ChildProcess | undefined;
let redisUrl: string;
let data: Awaited<ReturnType<typeof tempDir>>;
const apps: RunningApp[] = [];

beforeAll(async () => {
  if (!hasRedis) return;
  data = await tempDir('redis-test-');
  const port = await reservePort();
  redisUrl = `redis://127.0.0.1:${port}`;
  // Loopback only, no persistence, in a throw-away folder.
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', data.dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  redis.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(() => output.includes('Ready to accept connections'), 'redis-server to start');
});

afterAll(async () => {
  for (const app of apps) await app.close({ graceMs: 0 });
  if (redis && redis.exitCode === null) {
    redis.kill('SIGTERM');
    await once(redis, 'exit');
  }
  await data?.remove();
});

async function instance(): Promise<RunningApp> {
  const app = await startApp({ dataDir: data.dir, redisUrl, rateLimitPerMinute: 3, trustProxyHops: 1 });
  apps.push(app);
  // Two connections: the rate limits' own, and the one for repeated messages.
  const connected = () => app.records.filter((r) => r.msg.startsWith('Redis connected')).length;
  await waitFor(() => connected() >= 2, 'the Redis connections');
  return app;
}

describe.skipIf(!hasRedis)('messages sent again, remembered through Redis', () => {
  it('stores a message sent again to the other instance once, and answers with its id', async () => {
    const [a, b] = [await instance(), await instance()];
    const message = validMessage({ subject: 'Sent again after no answer' });
    const headers = { 'X-Forwarded-For': '203.0.113.70', 'Idempotency-Key': '"5b0e1a6c-9d7f-4e2b-8a31-c4f2d6e8a9b0"' };
    const first = (await (await post(a.url, message, headers)).json()) as { id: string };
    const again = await post(b.url, message, headers);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ ok: true, id: first.id });
    // Both instances keep their messages in the same folder here; a copy may be on its way to sent/.
    const ids = new Set([...(await a.store.list('outbox')), ...(await a.store.list('sent'))]);
    const copies = await Promise.all(
      [...ids].map(async (id) => (await a.store.read('sent', id)) ?? (await a.store.read('outbox', id))),
    );
    expect(copies.filter((copy) => copy?.subject === message.subject)).toHaveLength(1);
  });
});

describe.skipIf(!hasRedis)('rate limits shared through Redis', () => {
  it('counts a burst spread over two instances against one quota', async () => {
    const [a, b] = [await instance(), await instance()];
    const from = { 'X-Forwarded-For': '203.0.113.50' };
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await post(app.url, validMessage(), from)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    // Another client is not affected.
    expect((await post(b.url, validMessage(), { 'X-Forwarded-For': '203.0.113.51' })).status).toBe(202);
  });

  it('accepts messages when Redis goes away, limiting per instance in memory', async () => {
    const app = await instance();
    redis!.kill('SIGTERM');
    await once(redis!, 'exit');
    await waitFor(() => app.records.some((r) => r.msg.startsWith('Redis unreachable')), 'the warning');
    const from = { 'X-Forwarded-For': '203.0.113.60' };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(app.url, validMessage(), from)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    // A message sent again to the same instance is still known by its key, from its memory.
    const again = { 'X-Forwarded-For': '203.0.113.61', 'Idempotency-Key': '"9e2d4c1a-redis-gone"' };
    const message = validMessage({ subject: 'Sent again while Redis is away' });
    const first = (await (await post(app.url, message, again)).json()) as { id: string };
    expect(await (await post(app.url, message, again)).json()).toEqual({ ok: true, id: first.id });
  });
});

// /healthz tells the truth: storage writable, outbox size and age, failed/ count, last error;
// 503 when messages cannot be stored or nothing has been delivered for too long.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { post, startApp, storedMessage, tempDir, validMessage, waitFor, type RunningApp } from '../test/helpers.ts';
import { reservePort } from '../test/smtp.ts';

interface Health {
  ok: boolean;
  problem?: string;
  dataDir: { writable: boolean; error?: string };
  outbox: { count: number | null; oldestAgeSeconds: number | null };
  failed: { count: number | null };
  delivery: { lastError: { error: string } | null; lastDeliveredAt: string | null };
}

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function app(options: Parameters<typeof startApp>[0] extends infer O ? Partial<O> : never = {}) {
  const data = await tempDir();
  cleanup.push(data.remove);
  const running: RunningApp = await startApp({ dataDir: data.dir, ...options });
  cleanup.push(() => running.close({ graceMs: 0 }));
  return { running, dataDir: data.dir };
}

/** Asks until the background counts are in (the first answer may say null: still counting). */
async function health(url: string, until: (body: Health) => boolean = (b) => b.outbox.count !== null) {
  let last: { status: number; body: Health } | undefined;
  await waitFor(async () => {
    const response = await fetch(`${url}/healthz`);
    last = { status: response.status, body: (await response.json()) as Health };
    return until(last.body);
  }, 'the health answer');
  return last!;
}

describe('GET /healthz', () => {
  it('reports storage, an empty outbox and failed/ as JSON with 200', async () => {
    const { running, dataDir } = await app();
    await writeFile(path.join(dataDir, 'failed', `${storedMessage().id}.json`), '{}');
    const { status, body } = await health(running.url, (b) => b.failed.count === 1);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, dataDir: { writable: true }, outbox: { count: 0, oldestAgeSeconds: null } });
  });

  it('answers 503 when a message could not be stored', async () => {
    const { running, dataDir } = await app({ deliver: false });
    // A file where the outbox folder should be: every write of a message fails.
    await rm(path.join(dataDir, 'outbox'), { recursive: true });
    await writeFile(path.join(dataDir, 'outbox'), '');
    const { status, body } = await health(running.url, () => true);
    expect(status).toBe(503);
    expect(body).toMatchObject({ ok: false, problem: 'messages cannot be stored in DATA_DIR' });
    expect(body.dataDir).toMatchObject({ writable: false, error: expect.stringMatching(/ENOTDIR|EEXIST/) as unknown });
    expect((await post(running.url, validMessage())).status).toBe(500);
  });

  it('answers 503 with the last error when nothing has been delivered for too long while mail waits', async () => {
    let offset = 0;
    const port = await reservePort();
    const { running } = await app({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      now: () => Date.now() + offset,
      healthUndeliveredMs: 60_000,
      retry: { retryBaseMs: 600_000, retryCapMs: 600_000, giveUpAfterMs: 86_400_000 },
    });
    expect((await post(running.url, validMessage())).status).toBe(202);
    await waitFor(() => running.worker.status().lastError, 'a failed attempt');
    expect((await health(running.url)).status).toBe(200);
    offset = 2 * 60_000;
    const { status, body } = await health(running.url, (b) => !b.ok);
    expect(status).toBe(503);
    expect(body.problem).toMatch(/^nothing delivered for over 60 s/);
    expect(body.outbox.count).toBe(1);
    expect(body.outbox.oldestAgeSeconds).toBeGreaterThanOrEqual(120);
    expect(body.delivery.lastError?.error).toMatch(/ECONNREFUSED/);
  });
});

// 200,000 messages waiting (a long SMTP outage during a bot wave): the server listens and
// answers at once while the outbox is still being scanned, keeps at most maxQueued ids in
// memory, and does not crash (the old scheduler's Math.min(...all due times) threw RangeError).
// No timing is asserted: "answers while the scan is incomplete" is the observable property.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS } from '../config.ts';
import { post, startApp, storedMessage, validMessage, waitFor, type RunningApp } from '../test/helpers.ts';
import { startSmtp, type TestSmtp } from '../test/smtp.ts';

const COUNT = 200_000;
const run = promisify(execFile);
let dataDir: string;
let smtp: TestSmtp;
let app: RunningApp | undefined;

/** Many small files fast: tee writes one message to 500 files per process (xargs batches). */
async function fillOutbox(dir: string, count: number): Promise<void> {
  const outbox = path.join(dir, 'outbox');
  await mkdir(outbox, { recursive: true });
  const json = JSON.stringify(storedMessage({}, Date.parse('2025-01-01T00:00:00Z')));
  const script = `seq -f '20250101T000000Z-%012g.json' 0 ${count - 1} | xargs -n 500 sh -c 'printf %s "$0" | tee "$@" > /dev/null' '${json}'`;
  await run('sh', ['-c', script], { cwd: outbox, maxBuffer: 1024 * 1024 });
}

beforeAll(async () => {
  // tmpfs when there is one: creating and removing 200,000 files on a busy disk takes minutes.
  const base = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  dataDir = await mkdtemp(path.join(base, 'large-outbox-'));
  await fillOutbox(dataDir, COUNT);
  // An SMTP server that takes the first message and never answers: nothing leaves the outbox.
  smtp = await startSmtp({ beforeAccept: () => new Promise(() => {}) });
}, 180_000);

afterAll(async () => {
  await app?.close({ graceMs: 0 });
  await smtp.close();
  await run('rm', ['-rf', dataDir]);
}, 180_000);

describe(`a server starting with ${COUNT} queued messages`, () => {
  it('answers /healthz and accepts a message while the outbox is still being scanned', async () => {
    app = await startApp({ dataDir, smtpUrl: smtp.url });
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, outbox: { scanning: true } });
    expect((await post(app.url, validMessage())).status).toBe(202);
    expect(app.worker.status().scanning).toBe(true);
  });

  it('finishes the scan without crashing, holding at most maxQueued ids in memory', async () => {
    const running = app!;
    const scanned = await waitFor(
      () => running.records.find((record) => record.msg === 'outbox scanned'),
      'the end of the scan',
      120_000,
    );
    expect(scanned.messages).toBeGreaterThanOrEqual(COUNT);
    expect(scanned.moreThanScheduled).toBe(true);
    expect(running.worker.queued).toBeLessThanOrEqual(DEFAULTS.maxQueued);
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    expect(running.records.filter((record) => record.level === 'error')).toEqual([]);
  }, 150_000);
});

// Shutdown: still listening while in-flight work drains (/healthz 503, new messages 503), and
// bounded: after the grace period a hung SMTP transaction is aborted, the message stays in
// outbox/ and the next start delivers it.
import { afterEach, describe, expect, it } from 'vitest';
import { post, startApp, tempDir, validMessage, waitFor, type RunningApp } from '../test/helpers.ts';
import { startSmtp } from '../test/smtp.ts';

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** An app whose SMTP server takes each message and then waits for `release` before its 250. */
async function heldDelivery(smtpTimeouts = { connectionTimeoutMs: 60_000, socketTimeoutMs: 60_000 }) {
  const data = await tempDir();
  cleanup.push(data.remove);
  let release: () => void = () => {};
  let onWire = false;
  const smtp = await startSmtp({
    beforeAccept: () => {
      onWire = true;
      return new Promise<void>((resolve) => (release = resolve));
    },
  });
  cleanup.push(() => smtp.close());
  const app: RunningApp = await startApp({ dataDir: data.dir, smtpUrl: smtp.url, smtpTimeouts });
  cleanup.push(() => app.close({ graceMs: 0 }));
  const response = await post(app.url, validMessage());
  const { id } = (await response.json()) as { id: string };
  await waitFor(() => onWire, 'the message on the wire');
  return { app, smtp, id, dataDir: data.dir, release: () => release() };
}

describe('shutdown', () => {
  it('keeps listening while the delivery in progress drains: /healthz and new messages answer 503', async () => {
    const { app, smtp, id, release } = await heldDelivery();
    const closing = app.close({ graceMs: 30_000 });
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, problem: 'shutting down' });
    const refused = await post(app.url, validMessage());
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'unavailable' });
    release();
    await closing;
    expect(await app.store.has('sent', id)).toBe(true);
    expect(smtp.received).toHaveLength(1);
  });

  it('aborts a hung SMTP transaction after the grace period; the next start delivers the message', async () => {
    const { app, id, dataDir } = await heldDelivery();
    // Without the bound, close() would wait for the 60 s socket timeout (past this test's limit).
    await app.close({ graceMs: 200 });
    expect(app.records.some((r) => r.msg.startsWith('shutdown grace period over'))).toBe(true);
    expect(await app.store.list('outbox')).toEqual([id]);

    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const next = await startApp({ dataDir, smtpUrl: smtp.url });
    cleanup.push(() => next.close());
    await waitFor(() => next.store.has('sent', id), 'the delivery at the next start');
    expect(smtp.received.filter((mail) => mail.raw.includes(id))).toHaveLength(1);
  });
});

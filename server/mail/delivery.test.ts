// "Nothing is lost", end to end: the app with a real SMTP server that is down, comes back,
// is slow, and an app that restarts or shuts down in the middle.
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { post, startApp, tempDir, validMessage, waitFor, type RunningApp } from '../test/helpers.ts';
import { reservePort, startSmtp, type TestSmtp, type TestSmtpOptions } from '../test/smtp.ts';

let dataDir: string;
let removeData: () => Promise<void>;
const cleanup: Array<() => Promise<unknown>> = [];

beforeEach(async () => {
  ({ dir: dataDir, remove: removeData } = await tempDir());
});
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await removeData();
});

async function app(smtpUrl?: string): Promise<RunningApp> {
  const running = await startApp({ dataDir, smtpUrl });
  cleanup.push(() => running.close());
  return running;
}

async function smtpOn(port: number, beforeAccept?: TestSmtpOptions['beforeAccept']): Promise<TestSmtp> {
  const smtp = await startSmtp({ port, beforeAccept });
  cleanup.push(() => smtp.close());
  return smtp;
}

async function send(url: string): Promise<string> {
  const response = await post(url, validMessage());
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

const mailsWithId = (smtp: TestSmtp, id: string) => smtp.received.filter((mail) => mail.raw.includes(`<${id}@`));

describe('delivery through SMTP', () => {
  it('answers 2xx while the SMTP server is down and delivers once when it is back', async () => {
    const port = await reservePort();
    const server = await app(`smtp://127.0.0.1:${port}`);
    const id = await send(server.url);
    await waitFor(
      async () => ((await server.store.read('outbox', id))?.delivery.attempts ?? 0) >= 2,
      'two failed attempts',
    );
    expect((await server.store.read('outbox', id))?.delivery.lastError).toMatch(/ECONNREFUSED/);

    const smtp = await smtpOn(port);
    await waitFor(() => server.store.has('sent', id), 'the delivery');
    await server.worker.idle();
    expect(mailsWithId(smtp, id)).toHaveLength(1);
    expect(await server.store.list('outbox')).toEqual([]);
  });

  it('keeps the message across a restart and delivers it exactly once', async () => {
    const port = await reservePort();
    const first = await app(`smtp://127.0.0.1:${port}`);
    const id = await send(first.url);
    await waitFor(
      () => first.records.some((record) => record.msg === 'delivery failed; will retry'),
      'a failed attempt',
    );
    await first.close();
    expect(await first.store.list('outbox')).toEqual([id]);

    const smtp = await smtpOn(port);
    const second = await app(smtp.url);
    const scanned = await waitFor(() => second.records.find((record) => record.msg === 'outbox scanned'), 'the scan');
    expect(scanned.messages).toBe(1);
    await waitFor(() => second.store.has('sent', id), 'the delivery after the restart');
    await second.worker.idle();
    expect(mailsWithId(smtp, id)).toHaveLength(1);
    expect(await second.store.list('outbox')).toEqual([]);
  });
});

describe('back-off across restarts', () => {
  it("waits for a message's next attempt time after a restart instead of retrying at once", async () => {
    const port = await reservePort();
    const slow = { retry: { retryBaseMs: 60_000, retryCapMs: 60_000, giveUpAfterMs: 3_600_000 } };
    const first = await startApp({ dataDir, smtpUrl: `smtp://127.0.0.1:${port}`, ...slow });
    cleanup.push(() => first.close());
    const id = await send(first.url);
    await waitFor(async () => (await first.store.read('outbox', id))?.delivery.nextAttemptAt, 'a failed attempt');
    await first.close();

    const smtp = await smtpOn(port);
    const restarted = await startApp({ dataDir, smtpUrl: smtp.url, ...slow });
    cleanup.push(() => restarted.close());
    await restarted.worker.idle();
    expect(restarted.worker.queued).toBe(1);
    expect(mailsWithId(smtp, id)).toHaveLength(0);
    await restarted.close();

    // A minute later the attempt is due: the message goes out, once.
    const later = await startApp({ dataDir, smtpUrl: smtp.url, ...slow, now: () => Date.now() + 61_000 });
    cleanup.push(() => later.close());
    await waitFor(() => later.store.has('sent', id), 'the delivery once due');
    expect(mailsWithId(smtp, id)).toHaveLength(1);
  });
});

describe('graceful shutdown', () => {
  it('finishes the delivery in progress before close() resolves', async () => {
    let closed = false;
    let server: RunningApp | undefined = undefined;
    let closing: Promise<void> | undefined;
    const smtp = await smtpOn(0, async () => {
      // The mail is on the wire: shut down now, and hold the SMTP answer a little.
      closing = server?.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(closed).toBe(false);
    });
    server = await app(smtp.url);
    const id = await send(server.url);
    await waitFor(() => closing !== undefined, 'the shutdown to start');
    await closing;
    expect(mailsWithId(smtp, id)).toHaveLength(1);
    expect(await server.store.has('sent', id)).toBe(true);
    expect(await server.store.list('outbox')).toEqual([]);
  });

  it('answers a request that is in flight when shutdown starts, and keeps its message', async () => {
    const port = await reservePort();
    const server = await app(`smtp://127.0.0.1:${port}`);
    const body = JSON.stringify(validMessage());
    const { hostname, port: appPort } = new URL(server.url);
    const req = request({
      hostname,
      port: appPort,
      path: '/api/send-email',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    // Half the body now: once the server has the request, it cannot answer it yet.
    const arrived = once(server.server, 'request');
    req.write(body.slice(0, 20));
    await arrived;
    const closing = server.close();
    req.end(body.slice(20));
    const [response] = (await once(req, 'response')) as [IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    await closing;

    expect(response.statusCode).toBe(202);
    const { id } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string };
    expect(await server.store.list('outbox')).toEqual([id]);

    // And it is delivered by the next run.
    const smtp = await smtpOn(port);
    const next = await app(smtp.url);
    await waitFor(() => next.store.has('sent', id), 'the delivery after the restart');
    expect(mailsWithId(smtp, id)).toHaveLength(1);
  });
});

describe('the embedded default (no SMTP_URL)', () => {
  it('writes each message as a readable .eml file under DATA_DIR/mail', async () => {
    const server = await app();
    const id = await send(server.url);
    const file = path.join(dataDir, 'mail', `${id}.eml`);
    await waitFor(() => server.store.has('sent', id), 'the .eml file');
    const eml = await readFile(file, 'utf8');
    expect(eml).toMatch(/^Reply-To: Ann Visitor <ann@example\.org>$/m);
    expect(eml).toMatch(/^Subject: \[.+\] Colosseum tour for four$/m);
    expect(eml).toContain('is there a tour in German on Saturday?');
    expect((await server.store.read('sent', id))?.delivery.deliveredTo).toBe(file);
    expect(server.records.find((record) => record.msg === 'delivery worker started')?.transport).toContain(
      path.join(dataDir, 'mail'),
    );
  });
});

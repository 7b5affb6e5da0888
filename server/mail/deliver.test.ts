// The delivery worker against a scripted transport: retries, back-off, give-up, idempotency.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../log.ts';
import { storedMessage, tempDir, waitFor } from '../test/helpers.ts';
import { backoffMs, DeliveryWorker, type RetryPolicy } from './deliver.ts';
import type { StoredMessage } from './message.ts';
import { MessageStore } from './outbox.ts';
import type { MailTransport } from './transports.ts';

const message = (now = Date.now()): StoredMessage => storedMessage({}, now);

/** Fails the first `failures` sends, then succeeds; records every id it is asked to send. */
function scriptedTransport(failures = 0): MailTransport & { sent: string[]; tries: number } {
  const transport = {
    description: 'scripted',
    sent: [] as string[],
    tries: 0,
    send(msg: StoredMessage): Promise<string> {
      transport.tries += 1;
      if (transport.tries <= failures) {
        return Promise.reject(new Error(`connect ECONNREFUSED (try ${transport.tries})`));
      }
      transport.sent.push(msg.id);
      return Promise.resolve('scripted 250 OK');
    },
    verify: async () => {},
    close: () => {},
  };
  return transport;
}

let store: MessageStore;
let remove: () => Promise<void>;
let worker: DeliveryWorker | undefined;
beforeEach(async () => {
  const data = await tempDir();
  remove = data.remove;
  store = new MessageStore(data.dir);
  await store.init();
});
afterEach(async () => {
  await worker?.stop();
  await remove();
});

function startWorker(transport: MailTransport, policy: Partial<RetryPolicy> = {}) {
  const log = memoryLogger();
  worker = new DeliveryWorker({
    store,
    transport,
    log,
    now: Date.now,
    retryBaseMs: 10,
    retryCapMs: 40,
    giveUpAfterMs: 60_000,
    ...policy,
  });
  return { worker, log };
}

describe('backoffMs', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16000],
    [6, 20000],
    [500, 20000],
  ])('after %i failed attempts waits %i ms', (attempts, wait) => {
    expect(backoffMs(attempts, { retryBaseMs: 1000, retryCapMs: 20_000, giveUpAfterMs: 1 })).toBe(wait);
  });
});

describe('DeliveryWorker', () => {
  it('drains the outbox at start-up, oldest first', async () => {
    const first = message(Date.now() - 2000);
    const second = message(Date.now() - 1000);
    await store.accept(second);
    await store.accept(first);
    const transport = scriptedTransport();
    const { worker } = startWorker(transport);
    worker.start();
    await worker.idle();
    expect(transport.sent).toEqual([first.id, second.id]);
    expect(await store.list('outbox')).toEqual([]);
    expect(await store.list('sent')).toEqual([first.id, second.id]);
  });

  it('retries with exponential back-off, keeping attempts and the last error on disk', async () => {
    const msg = message();
    await store.accept(msg);
    const transport = scriptedTransport(3);
    const { worker, log } = startWorker(transport);
    worker.start();
    await waitFor(() => store.has('sent', msg.id), 'the delivery');
    const retries = log.records.filter((record) => record.msg === 'delivery failed; will retry');
    expect(retries.map((record) => record.retryInMs)).toEqual([10, 20, 40]);
    expect(retries.at(-1)).toMatchObject({ attempts: 3, lastError: 'connect ECONNREFUSED (try 3)' });
    const sent = await store.read('sent', msg.id);
    expect(sent?.delivery).toMatchObject({ attempts: 4, deliveredTo: 'scripted 250 OK' });
    expect(sent?.delivery.lastError).toBeUndefined();
    expect(transport.sent).toEqual([msg.id]);
  });

  it('moves a message to failed/ with the last error after the give-up time', async () => {
    const msg = message(Date.now() - 1000);
    await store.accept(msg);
    const { worker, log } = startWorker(scriptedTransport(Infinity), { giveUpAfterMs: 500 });
    worker.start();
    await worker.idle();
    expect(await store.list('outbox')).toEqual([]);
    const failed = await store.read('failed', msg.id);
    expect(failed?.delivery).toMatchObject({ attempts: 1, lastError: 'connect ECONNREFUSED (try 1)' });
    expect(log.records.some((record) => record.msg.startsWith('delivery given up'))).toBe(true);
  });

  it('makes its last attempt at the give-up time, not after it', async () => {
    let now = Date.now();
    const msg = message(now);
    await store.accept(msg);
    const transport = scriptedTransport(Infinity);
    const log = memoryLogger();
    const policy = { retryBaseMs: 10_000, retryCapMs: 10_000, giveUpAfterMs: 150 };
    worker = new DeliveryWorker({ store, transport, log, now: () => now, ...policy });
    worker.start();
    const retry = await waitFor(
      () => log.records.find((record) => record.msg === 'delivery failed; will retry'),
      'the first failure',
    );
    // Not the 10 s back-off: the next try is due at the give-up time itself.
    expect(retry.retryInMs).toBe(150);
    now += 150;
    await waitFor(() => store.has('failed', msg.id), 'the give-up');
    expect(transport.tries).toBe(2);
  });

  it('does not send again a message recorded as sent (idempotent per id)', async () => {
    const msg = message();
    // As after a crash between recording the delivery and clearing the outbox.
    await store.write('sent', { ...msg, delivery: { attempts: 1, deliveredTo: 'earlier' } });
    await store.accept(msg);
    const transport = scriptedTransport();
    const { worker } = startWorker(transport);
    worker.start();
    worker.enqueue(msg.id);
    await worker.idle();
    expect(transport.tries).toBe(0);
    expect(await store.list('outbox')).toEqual([]);
    expect((await store.read('sent', msg.id))?.delivery.deliveredTo).toBe('earlier');
  });

  it('sends a message once however often it is enqueued', async () => {
    const msg = message();
    await store.accept(msg);
    const transport = scriptedTransport();
    const { worker } = startWorker(transport);
    worker.start();
    worker.enqueue(msg.id);
    worker.enqueue(msg.id);
    await worker.idle();
    worker.enqueue(msg.id);
    await worker.idle();
    expect(transport.sent).toEqual([msg.id]);
  });
});

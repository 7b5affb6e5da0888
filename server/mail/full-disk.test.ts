// A disk that fills up after the SMTP server said 250: the message must never be sent again,
// only its record retried (issue: a failed move outbox/ → sent/ used to count as a failed
// delivery and resend the mail at every retry). ENOSPC is injected into the store's writes.
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../log.ts';
import { storedMessage, tempDir, waitFor } from '../test/helpers.ts';
import { startSmtp, type TestSmtp } from '../test/smtp.ts';
import { DeliveryWorker } from './deliver.ts';
import type { StoredMessage } from './message.ts';
import { MessageStore, type Folder } from './outbox.ts';
import { smtpTransport } from './transports.ts';

const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

/** The real store, with a switch that makes writes (and, optionally, renames) fail as on a full disk. */
class FillingStore extends MessageStore {
  full = false;
  renameFails = false;
  override async write(folder: Folder, message: StoredMessage): Promise<void> {
    if (this.full) throw enospc();
    return super.write(folder, message);
  }
  override async rename(id: string, from: Folder, to: Folder): Promise<void> {
    if (this.full && this.renameFails) throw enospc();
    return super.rename(id, from, to);
  }
}

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function setup(renameFails: boolean) {
  const data = await tempDir();
  cleanup.push(data.remove);
  const store = new FillingStore(data.dir);
  store.renameFails = renameFails;
  await store.init();
  // The disk fills while the SMTP server is taking the message: its 250 comes, the record fails.
  const smtp: TestSmtp = await startSmtp({
    beforeAccept: () => {
      store.full = true;
      return Promise.resolve();
    },
  });
  cleanup.push(() => smtp.close());
  const message = storedMessage();
  await store.accept(message);
  const worker = (store: MessageStore) => {
    const log = memoryLogger();
    const transport = smtpTransport(smtp.url, { to: ['office@example.com'], from: 'web@example.com', siteName: 'T' });
    const started = new DeliveryWorker({
      store,
      transport,
      log,
      now: Date.now,
      retryBaseMs: 20,
      retryCapMs: 50,
      giveUpAfterMs: 60_000,
    });
    cleanup.push(() => started.stop().then(() => transport.close()));
    started.start();
    return { worker: started, log };
  };
  return { store, smtp, message, worker };
}

const stillFailing = (log: ReturnType<typeof memoryLogger>) =>
  log.records.filter((r) => r.msg.startsWith('recording a delivered message still fails')).length;

describe('a disk that fills after the SMTP server said 250', () => {
  it('sends once, logs loudly, retries only the record, and survives a restart (the rename needs no space)', async () => {
    const { store, smtp, message, worker } = await setup(false);
    const first = worker(store);
    const loud = await waitFor(
      () => first.log.records.find((r) => r.msg.startsWith('message DELIVERED but')),
      'the error',
    );
    expect(loud).toMatchObject({ level: 'error', id: message.id, safeAcrossRestart: true });
    expect(String(loud.error)).toContain('ENOSPC');
    await waitFor(() => stillFailing(first.log) >= 3, 'three retries of the record');
    expect(smtp.received).toHaveLength(1);
    // Renamed as it was: a restart now must not send it again, even with the disk still full.
    expect(await store.has('outbox', message.id)).toBe(false);
    expect(await store.has('sent', message.id)).toBe(true);
    await first.worker.stop();
    const second = worker(store);
    await second.worker.idle();
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the delivery in memory when even a rename fails, and writes the record once space is back', async () => {
    const { store, smtp, message, worker } = await setup(true);
    const { worker: running, log } = worker(store);
    await waitFor(() => stillFailing(log) >= 3, 'three retries of the record');
    expect(smtp.received).toHaveLength(1);
    expect(running.status().unrecorded).toBe(1);
    store.full = false;
    await waitFor(() => log.records.some((r) => r.msg === 'delivery recorded in sent/ after all'), 'the record');
    expect(await store.has('outbox', message.id)).toBe(false);
    expect((await store.read('sent', message.id))?.delivery).toMatchObject({
      attempts: 1,
      deliveredTo: expect.stringContaining('250') as unknown,
    });
    expect(smtp.received).toHaveLength(1);
    expect(running.status().unrecorded).toBe(0);
  });
});

// GET /healthz: what a load balancer or an operator needs to know, as JSON, with 503 when
// the site cannot do its job:
//   - DATA_DIR is not writable (a message could not be stored: the form would answer 500),
//   - nothing has been delivered for `undeliveredMs` while messages wait in the outbox
//     (SMTP down or refusing: mail piles up unseen),
//   - the server is shutting down (it drains in-flight work and then stops listening).
// Folder counts are read in the background a batch at a time and cached for a few seconds, so
// the answer is quick however many messages wait.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import type { DeliveryWorker } from '../mail/deliver.ts';
import { writeFileAtomic } from '../mail/atomic-write.ts';
import { messageIdTime } from '../mail/message.ts';
import type { Folder, MessageStore } from '../mail/outbox.ts';
import { failureText } from '../mail/smtp-errors.ts';

export interface HealthOptions {
  store: MessageStore;
  worker: DeliveryWorker;
  now: () => number;
  /** Longest time without a delivery, while messages wait, before /healthz says 503. */
  undeliveredMs: number;
  closing: () => boolean;
}

const CACHE_MS = 5000;

interface FolderCount {
  count: number;
  /** Ids start with their arrival time, so the smallest is the oldest message. */
  oldestId?: string;
}

export function health(options: HealthOptions) {
  const counts = new Map<Folder, { at: number; value?: FolderCount; counting?: Promise<void> }>();
  let probe: { at: number; error?: string } | undefined;

  const count = (folder: Folder): FolderCount | undefined => {
    const entry = counts.get(folder) ?? { at: 0 };
    counts.set(folder, entry);
    if (!entry.counting && Date.now() - entry.at > CACHE_MS) {
      entry.counting = countFolder(options.store, folder)
        .then((value) => {
          entry.value = value;
        })
        .catch(() => undefined)
        .finally(() => {
          entry.at = Date.now();
          entry.counting = undefined;
        });
    }
    return entry.value;
  };

  const writable = async (): Promise<string | undefined> => {
    if (!probe || Date.now() - probe.at > CACHE_MS) {
      // The same write a message gets (temp file, fsync, rename): a full disk fails it too.
      const file = path.join(options.store.folder('outbox'), `.healthz-${randomBytes(4).toString('hex')}.probe`);
      const error = await writeFileAtomic(file, 'ok').then(
        () => undefined,
        (failure: unknown) => failureText(failure),
      );
      await rm(file, { force: true }).catch(() => undefined);
      probe = { at: Date.now(), error };
    }
    return probe.error;
  };

  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== '/healthz') {
      await next();
      return;
    }
    const now = options.now();
    const worker = options.worker.status();
    const writeError = await writable();
    const outbox = count('outbox');
    const failed = count('failed');
    const oldestAt = outbox?.oldestId ? messageIdTime(outbox.oldestId) : undefined;
    const waiting = (outbox?.count ?? worker.queued) > 0;
    const lastProgress = worker.lastDeliveredAt ?? worker.startedAt ?? now;
    const stalled =
      waiting &&
      now - lastProgress > options.undeliveredMs &&
      (oldestAt === undefined || now - oldestAt > options.undeliveredMs);
    const problem = options.closing()
      ? 'shutting down'
      : writeError
        ? 'messages cannot be stored in DATA_DIR'
        : stalled
          ? `nothing delivered for over ${Math.round(options.undeliveredMs / 1000)} s while messages wait`
          : undefined;
    ctx.status = problem ? 503 : 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      ok: !problem,
      ...(problem ? { problem } : {}),
      dataDir: { writable: !writeError, ...(writeError ? { error: writeError } : {}) },
      outbox: {
        // null until the first count is in (a few seconds for a very large outbox).
        count: outbox?.count ?? null,
        oldestAgeSeconds: oldestAt === undefined ? null : Math.max(0, Math.round((now - oldestAt) / 1000)),
        scheduled: worker.queued,
        scanning: worker.scanning,
      },
      failed: { count: failed?.count ?? null },
      delivery: {
        lastDeliveredAt: worker.lastDeliveredAt ? new Date(worker.lastDeliveredAt).toISOString() : null,
        lastError: worker.lastError ? { ...worker.lastError, at: new Date(worker.lastError.at).toISOString() } : null,
        deliveredButUnrecorded: worker.unrecorded,
      },
    };
  };
}

async function countFolder(store: MessageStore, folder: Folder): Promise<FolderCount> {
  const result: FolderCount = { count: 0 };
  for await (const id of store.scan(folder)) {
    result.count += 1;
    if (result.oldestId === undefined || id < result.oldestId) result.oldestId = id;
  }
  return result;
}

// The background worker that takes messages out of the outbox and delivers them, one at a
// time. A contact form sends a few messages a day; one at a time keeps the order, the logs and
// the shutdown simple, and makes it impossible to send the same message twice concurrently.
//
// Whatever the outbox holds (a long SMTP outage during a bot wave can leave 100,000s), the
// worker starts at once and stays small: the outbox is scanned in the background a batch at a
// time (outbox-scan.ts), at most `maxQueued` ids are scheduled in memory, and choosing the next
// one costs O(log n) (due-queue.ts). A message's back-off is read from its file when it comes up.
//
// "Delivered" and "recorded as delivered" are separate: once the SMTP server has said 250 the
// message is never sent again by this process, even if the disk is too full to record it
// (bookkeeping.ts retries only the recording).
import { DEFAULTS } from '../config.ts';
import type { Logger } from '../log.ts';
import { Bookkeeping } from './bookkeeping.ts';
import { DueQueue } from './due-queue.ts';
import type { DeliveryState, StoredMessage } from './message.ts';
import { OutboxScan } from './outbox-scan.ts';
import type { MessageStore } from './outbox.ts';
import { failureText, isPermanent, likelyFix } from './smtp-errors.ts';
import type { MailTransport } from './transports.ts';

export interface RetryPolicy {
  /** Wait after the first failed attempt; doubled after each further failure. */
  retryBaseMs: number;
  /** Longest wait between two attempts. */
  retryCapMs: number;
  /** Age of a message after which it moves to `failed/` instead of being retried. */
  giveUpAfterMs: number;
}

export interface DeliveryWorkerOptions extends RetryPolicy {
  store: MessageStore;
  transport: MailTransport;
  log: Logger;
  now: () => number;
  /** Most message ids scheduled in memory at once; the rest wait on disk for a later scan. */
  maxQueued?: number;
}

export interface DeliveryStatus {
  /** Messages scheduled in memory (at most maxQueued; the outbox may hold more). */
  queued: number;
  /** True until the first scan of the outbox after start has finished. */
  scanning: boolean;
  startedAt?: number;
  lastDeliveredAt?: number;
  lastError?: { id: string; at: number; error: string };
  /** Delivered messages whose move to sent/ has not succeeded yet (disk full?). */
  unrecorded: number;
}

/** Exponential back-off: base, 2×base, 4×base… never more than the cap. */
export function backoffMs(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 40);
  return Math.min(policy.retryCapMs, policy.retryBaseMs * 2 ** exponent);
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export class DeliveryWorker {
  private readonly queue = new DueQueue();
  private readonly scan: OutboxScan;
  private readonly books: Bookkeeping;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private abort = new AbortController();
  private idleWaiters: Array<() => void> = [];
  private readonly stats: Omit<DeliveryStatus, 'queued' | 'scanning' | 'unrecorded'> = {};

  constructor(private readonly options: DeliveryWorkerOptions) {
    const maxQueued = options.maxQueued ?? DEFAULTS.maxQueued;
    this.scan = new OutboxScan(options.store, this.queue, maxQueued, options.log, () => this.kick());
    this.books = new Bookkeeping(options.store, options.log);
  }

  /** Starts delivering, beginning with whatever a previous run left in the outbox. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stats.startedAt = this.options.now();
    this.options.log.info('delivery worker started', { transport: this.options.transport.description });
    this.scan.run();
  }

  /** A newly accepted message: try it now (or, when the schedule is full, after a later scan). */
  enqueue(id: string): void {
    this.scan.offer(id, this.options.now());
    this.kick();
  }

  /**
   * Stops scheduling and waits for the delivery in progress, at most `graceMs`; then aborts
   * its SMTP transaction. The message stays in outbox/ and is tried again at the next start.
   */
  async stop({ graceMs = Infinity } = {}): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.scan.stop();
    if (this.running && !(await settlesWithin(this.running, graceMs))) {
      this.options.log.warn('shutdown grace period over: aborting the delivery in progress; it stays in outbox/', {
        graceMs,
      });
      this.abort.abort();
      await settlesWithin(this.running, 2000);
    }
    this.options.log.info('delivery worker stopped', { stillQueued: this.queue.size });
  }

  get queued(): number {
    return this.queue.size;
  }

  status(): DeliveryStatus {
    return { ...this.stats, queued: this.queue.size, scanning: this.scan.scanning, unrecorded: this.books.size };
  }

  /** Resolves once the scan is done and no attempt is running or due now (tests wait on it). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    const next = this.queue.peek();
    return !this.running && !this.scan.scanning && !(next && next.at <= this.options.now());
  }

  private kick(): void {
    if (this.stopped) return this.settleIdle();
    if (this.running) return;
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      this.schedule();
    });
  }

  private async drain(): Promise<void> {
    for (let next = this.queue.peek(); next && next.at <= this.options.now() && !this.stopped;) {
      await this.attempt(next.id);
      this.scan.refillIfRoom();
      next = this.queue.peek();
    }
  }

  private schedule(): void {
    this.settleIdle();
    const next = this.queue.peek();
    if (this.stopped || !next) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, next.at - this.options.now()));
    this.timer = setTimeout(() => this.kick(), wait);
  }

  private settleIdle(): void {
    if (this.isIdle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async attempt(id: string): Promise<void> {
    const { store, log, now } = this.options;
    try {
      if (this.books.has(id)) {
        // Delivered already; only its record is missing. Never send it again.
        if (await this.books.retry(id)) this.queue.delete(id);
        else this.queue.set(id, now() + this.options.retryBaseMs);
        return;
      }
      const message = await store.read('outbox', id);
      if (!message) return this.queue.delete(id);
      // A crash after recording the delivery but before clearing the outbox: already done.
      if (await store.has('sent', id)) {
        await store.remove('outbox', id);
        this.queue.delete(id);
        log.info('message already delivered; outbox copy removed', { id });
        return;
      }
      // Found by a scan: its back-off (kept across restarts) is read only now.
      const nextAt = Date.parse(message.delivery.nextAttemptAt ?? '');
      if (nextAt > now()) return this.queue.set(id, nextAt);
      await this.send(message);
    } catch (error) {
      // The store itself failed (disk full, permissions): keep the message queued in memory
      // and try again later rather than losing track of it.
      this.queue.set(id, now() + this.options.retryCapMs);
      log.error('delivery bookkeeping failed; will retry', { id, error: failureText(error) });
    }
  }

  private async send(message: StoredMessage): Promise<void> {
    const { transport, log, now } = this.options;
    const attempts = message.delivery.attempts + 1;
    const attemptAt = new Date(now()).toISOString();
    this.abort = new AbortController();
    let deliveredTo: string;
    try {
      deliveredTo = await transport.send(message, this.abort.signal);
    } catch (error) {
      if (this.abort.signal.aborted)
        return log.warn('delivery aborted by shutdown; retried at next start', { id: message.id });
      const lastError = failureText(error);
      this.stats.lastError = { id: message.id, at: now(), error: lastError };
      const delivery: DeliveryState = { attempts, lastAttemptAt: attemptAt, lastError };
      if (isPermanent(error)) return this.giveUp(message, delivery, `refused by the SMTP server: ${likelyFix(error)}`);
      return this.retryLater(message, delivery);
    }
    this.stats.lastDeliveredAt = now();
    const delivery = { attempts, lastAttemptAt: attemptAt, deliveredAt: new Date(now()).toISOString(), deliveredTo };
    log.info('message delivered', { id: message.id, attempts, to: deliveredTo });
    if (await this.books.record({ ...message, delivery })) this.queue.delete(message.id);
    else this.queue.set(message.id, now() + this.options.retryBaseMs);
  }

  private async retryLater(message: StoredMessage, delivery: DeliveryState): Promise<void> {
    const { store, log, giveUpAfterMs } = this.options;
    const now = this.options.now();
    const giveUpAt = Date.parse(message.receivedAt) + giveUpAfterMs;
    if (now >= giveUpAt) return this.giveUp(message, delivery, 'undeliverable for GIVE_UP_AFTER_MS');
    // The last retry happens at the give-up time itself, so the deadline is honoured exactly.
    const nextAt = Math.min(now + backoffMs(delivery.attempts, this.options), giveUpAt);
    await store.write('outbox', {
      ...message,
      delivery: { ...delivery, nextAttemptAt: new Date(nextAt).toISOString() },
    });
    this.queue.set(message.id, nextAt);
    log.warn('delivery failed; will retry', {
      id: message.id,
      attempts: delivery.attempts,
      retryInMs: nextAt - now,
      lastError: delivery.lastError,
    });
  }

  private async giveUp(message: StoredMessage, delivery: DeliveryState, why: string): Promise<void> {
    await this.options.store.move({ ...message, delivery }, 'outbox', 'failed');
    this.queue.delete(message.id);
    this.options.log.error(`delivery given up (${why}); message moved to failed/`, {
      id: message.id,
      attempts: delivery.attempts,
      lastError: delivery.lastError,
    });
  }
}

/** Whether `promise` settles within `ms` (it is never rejected here: drain() catches). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  if (ms === Infinity) return promise.then(() => true);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// The background worker that takes messages out of the outbox and delivers them, one at a
// time. A contact form sends a few messages a day; one at a time keeps the order, the logs and
// the shutdown simple, and makes it impossible to send the same message twice concurrently.
import type { Logger } from '../log.ts';
import type { StoredMessage } from './message.ts';
import type { MessageStore } from './outbox.ts';
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
}

/** Exponential back-off: base, 2×base, 4×base… never more than the cap. */
export function backoffMs(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 40);
  return Math.min(policy.retryCapMs, policy.retryBaseMs * 2 ** exponent);
}

export class DeliveryWorker {
  /** Message id → time (ms) of its next attempt. */
  private readonly due = new Map<string, number>();
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly options: DeliveryWorkerOptions) {}

  /** Starts delivering, beginning with whatever a previous run left in the outbox. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    const pending = await this.options.store.list('outbox');
    // Keep each message's back-off across restarts: a server restarting in a loop must not
    // hammer a refusing SMTP server with every queued message each time.
    for (const id of pending) {
      if (this.due.has(id)) continue;
      const next = (await this.options.store.read('outbox', id).catch(() => undefined))?.delivery.nextAttemptAt;
      this.due.set(id, next ? Date.parse(next) || 0 : 0);
    }
    this.options.log.info('delivery worker started', {
      transport: this.options.transport.description,
      pendingAtStartup: pending.length,
    });
    this.kick();
  }

  /** A newly accepted message: try it now. */
  enqueue(id: string): void {
    this.due.set(id, this.options.now());
    this.kick();
  }

  /** Stops scheduling and waits for the delivery in progress, if any, to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.log.info('delivery worker stopped', { stillQueued: this.due.size });
  }

  /** Messages waiting for an attempt (for /healthz). */
  get queued(): number {
    return this.due.size;
  }

  /** Resolves once no attempt is running or due now (tests wait on it instead of sleeping). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return !this.running && this.nextDue() === undefined;
  }

  private kick(): void {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      this.schedule();
    });
  }

  private async drain(): Promise<void> {
    for (let id = this.nextDue(); id !== undefined && !this.stopped; id = this.nextDue()) {
      await this.attempt(id);
    }
  }

  private nextDue(): string | undefined {
    const now = this.options.now();
    for (const [id, at] of this.due) if (at <= now) return id;
    return undefined;
  }

  private schedule(): void {
    if (this.isIdle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
    if (this.stopped || this.due.size === 0) return;
    const earliest = Math.min(...this.due.values());
    this.timer = setTimeout(() => this.kick(), Math.max(0, earliest - this.options.now()));
  }

  private async attempt(id: string): Promise<void> {
    const { store, log } = this.options;
    try {
      const message = await store.read('outbox', id);
      if (!message) {
        this.due.delete(id);
        return;
      }
      // A crash after recording the delivery but before clearing the outbox: already done.
      if (await store.has('sent', id)) {
        await store.remove('outbox', id);
        this.due.delete(id);
        log.info('message already delivered; outbox copy removed', { id });
        return;
      }
      await this.send(message);
    } catch (error) {
      // The store itself failed (disk full, permissions): keep the message queued in memory
      // and try again later rather than losing track of it.
      this.due.set(id, this.options.now() + this.options.retryCapMs);
      log.error('delivery bookkeeping failed; will retry', { id, error: errorText(error) });
    }
  }

  private async send(message: StoredMessage): Promise<void> {
    const { store, transport, log, now } = this.options;
    const attempts = message.delivery.attempts + 1;
    const attemptAt = new Date(now()).toISOString();
    try {
      const deliveredTo = await transport.send(message);
      const delivery = { attempts, lastAttemptAt: attemptAt, deliveredAt: new Date(now()).toISOString(), deliveredTo };
      await store.move({ ...message, delivery }, 'outbox', 'sent');
      this.due.delete(message.id);
      log.info('message delivered', { id: message.id, attempts, to: deliveredTo });
    } catch (error) {
      await this.failed(message, attempts, attemptAt, errorText(error));
    }
  }

  private async failed(message: StoredMessage, attempts: number, attemptAt: string, lastError: string): Promise<void> {
    const { store, log, giveUpAfterMs } = this.options;
    const now = this.options.now();
    const giveUpAt = Date.parse(message.receivedAt) + giveUpAfterMs;
    if (now >= giveUpAt) {
      const delivery = { attempts, lastAttemptAt: attemptAt, lastError };
      await store.move({ ...message, delivery }, 'outbox', 'failed');
      this.due.delete(message.id);
      log.error('delivery given up; message moved to failed/', { id: message.id, attempts, lastError });
      return;
    }
    // The last retry happens at the give-up time itself, so the deadline is honoured exactly.
    const nextAt = Math.min(now + backoffMs(attempts, this.options), giveUpAt);
    const delivery = { attempts, lastAttemptAt: attemptAt, lastError, nextAttemptAt: new Date(nextAt).toISOString() };
    await store.write('outbox', { ...message, delivery });
    this.due.set(message.id, nextAt);
    log.warn('delivery failed; will retry', { id: message.id, attempts, retryInMs: nextAt - now, lastError });
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

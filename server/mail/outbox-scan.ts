// Finds the messages waiting in outbox/ without holding up the server: a background pass over
// the folder, a batch of directory entries at a time, scheduling at most `maxQueued` ids. When
// the outbox holds more than that, another pass runs once delivery has made room, so memory
// stays bounded and every message is reached in time.
import type { Logger } from '../log.ts';
import type { DueQueue } from './due-queue.ts';
import type { MessageStore } from './outbox.ts';

export class OutboxScan {
  scanning = false;
  /** Some message is on disk but not scheduled: another pass is needed. */
  private overflow = false;
  private stopped = false;
  private passes = 0;

  constructor(
    private readonly store: MessageStore,
    private readonly queue: DueQueue,
    private readonly maxQueued: number,
    private readonly log: Logger,
    /** Called when messages were found, and when a pass ends. */
    private readonly onFound: () => void,
  ) {}

  run(): void {
    if (this.scanning) return;
    this.scanning = true;
    this.stopped = false;
    this.overflow = false;
    this.pass().then(
      () => this.finish(),
      (error: unknown) => {
        this.overflow = true;
        this.log.error('could not read outbox/; messages waiting there are retried at the next scan', { error });
        this.finish();
      },
    );
  }

  /** A message accepted just now, due at `at`; left for a later pass when the schedule is full. */
  offer(id: string, at: number): void {
    if (this.queue.size < this.maxQueued || this.queue.has(id)) this.queue.set(id, at);
    else this.overflow = true;
  }

  /** After deliveries: a new pass once half the schedule is free and messages wait on disk. */
  refillIfRoom(): void {
    if (this.overflow && !this.scanning && !this.stopped && this.queue.size <= this.maxQueued / 2) this.run();
  }

  stop(): void {
    this.stopped = true;
  }

  private async pass(): Promise<void> {
    // Temp files older than this process are leftovers of a crash (see MessageStore.scan).
    const staleBefore = this.passes++ === 0 ? Date.now() - process.uptime() * 1000 : undefined;
    let messages = 0;
    let scheduled = 0;
    for await (const id of this.store.scan('outbox', staleBefore)) {
      if (this.stopped) return;
      messages += 1;
      if (this.queue.has(id)) continue;
      if (this.queue.size >= this.maxQueued) {
        this.overflow = true;
        continue;
      }
      // Due "now": the message's own back-off is read from its file when it comes up.
      this.queue.set(id, 0);
      // Delivery starts after the first batch, oldest first within it, without waiting for the rest.
      if (++scheduled % 256 === 0) this.onFound();
    }
    this.log.info('outbox scanned', { messages, scheduled, moreThanScheduled: this.overflow });
  }

  private finish(): void {
    this.scanning = false;
    this.onFound();
  }
}

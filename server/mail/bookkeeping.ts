// Recording a delivery (outbox/ → sent/) apart from making it. Once the SMTP server has said
// 250 the message is delivered, whatever happens to the disk afterwards; if the record cannot
// be written (disk full, ENOSPC), the delivery is kept here in memory and only the record is
// retried, so the message is never sent a second time.
//
// When even the full record cannot be written, the outbox file is renamed into sent/ as it is
// (a rename needs no free space): then a restart before the disk is freed does not resend it
// either. Only if that fails too does a restart before the record is written resend the
// message once (the log says so).
import type { Logger } from '../log.ts';
import type { StoredMessage } from './message.ts';
import type { MessageStore } from './outbox.ts';
import { failureText } from './smtp-errors.ts';

export class Bookkeeping {
  /** Delivered messages (with their delivery state) whose full record is not on disk yet. */
  private readonly pending = new Map<string, StoredMessage>();

  constructor(
    private readonly store: MessageStore,
    private readonly log: Logger,
  ) {}

  get size(): number {
    return this.pending.size;
  }

  has(id: string): boolean {
    return this.pending.has(id);
  }

  /** Records a delivered message in sent/; false when it must be retried (see retry()). */
  async record(message: StoredMessage): Promise<boolean> {
    try {
      await this.store.move(message, 'outbox', 'sent');
      return true;
    } catch (error) {
      this.pending.set(message.id, message);
      const renamed = await this.store.rename(message.id, 'outbox', 'sent').then(
        () => true,
        () => false,
      );
      this.log.error(
        'message DELIVERED but recording it in sent/ failed; free space in DATA_DIR. It will not be sent again; the record is retried',
        {
          id: message.id,
          error: failureText(error),
          deliveredTo: message.delivery.deliveredTo,
          safeAcrossRestart: renamed,
          ...(renamed ? {} : { warning: 'a restart before the record is written sends this message once more' }),
        },
      );
      return false;
    }
  }

  /** Tries again to write the full record of a delivered message; true once it is on disk. */
  async retry(id: string): Promise<boolean> {
    const message = this.pending.get(id);
    if (!message) return true;
    try {
      await this.store.write('sent', message);
      await this.store.remove('outbox', id);
      this.pending.delete(id);
      this.log.info('delivery recorded in sent/ after all', { id });
      return true;
    } catch (error) {
      this.log.warn('recording a delivered message still fails; will retry', { id, error: failureText(error) });
      return false;
    }
  }
}

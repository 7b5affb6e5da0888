// The message store under DATA_DIR. A message is always in exactly one of these folders:
//   outbox/  accepted, waiting for (another) delivery attempt
//   sent/    delivered; kept as the record that makes delivery idempotent
//   failed/  given up after GIVE_UP_AFTER_MS, with the last error, for the operator to resend
//   spam/    suspected spam, kept aside and never delivered
// Each file is `<id>.json`, written atomically; a move writes the new copy before removing the
// old one, so a crash between the two leaves a duplicate, never a loss.
import { mkdir, opendir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import path from 'node:path';
import { syncDir, writeFileAtomic } from './atomic-write.ts';
import { MESSAGE_ID_PATTERN, type StoredMessage } from './message.ts';

export const FOLDERS = ['outbox', 'sent', 'failed', 'spam'] as const;
export type Folder = (typeof FOLDERS)[number];

export class MessageStore {
  constructor(readonly dataDir: string) {}

  folder(folder: Folder): string {
    return path.join(this.dataDir, folder);
  }

  file(folder: Folder, id: string): string {
    if (!MESSAGE_ID_PATTERN.test(id)) throw new Error(`not a message id: ${JSON.stringify(id)}`);
    return path.join(this.folder(folder), `${id}.json`);
  }

  /** Creates the folders. Cheap whatever they hold: nothing is listed before the server listens. */
  async init(): Promise<void> {
    for (const folder of FOLDERS) await mkdir(this.folder(folder), { recursive: true });
  }

  /**
   * Every message id in a folder, in directory order, read a batch at a time (memory stays
   * bounded however many files there are) and yielding to pending requests between batches.
   * Temp files left by a crash in the middle of an atomic write, older than `staleBefore`,
   * are removed on the way: their message was never acknowledged, or its real file exists.
   */
  async *scan(folder: Folder, staleBefore?: number): AsyncGenerator<string> {
    const dir = await opendir(this.folder(folder), { bufferSize: 256 });
    let seen = 0;
    for await (const entry of dir) {
      if (++seen % 256 === 0) await yieldToRequests();
      const { name } = entry;
      if (name.endsWith('.json')) {
        const id = name.slice(0, -'.json'.length);
        if (MESSAGE_ID_PATTERN.test(id)) yield id;
      } else if (staleBefore !== undefined && name.startsWith('.') && name.endsWith('.tmp')) {
        // Only old ones: a newer temp file may be a write in progress right now.
        const file = path.join(this.folder(folder), name);
        const info = await stat(file).catch(() => undefined);
        if (info && info.mtimeMs < staleBefore) await rm(file, { force: true });
      }
    }
  }

  /** Stores a newly accepted message durably: suspected spam aside, the rest in the outbox. */
  async accept(message: StoredMessage): Promise<void> {
    await this.write(message.spamReasons ? 'spam' : 'outbox', message);
  }

  async write(folder: Folder, message: StoredMessage): Promise<void> {
    await writeFileAtomic(this.file(folder, message.id), `${JSON.stringify(message, null, 2)}\n`);
  }

  async read(folder: Folder, id: string): Promise<StoredMessage | undefined> {
    try {
      // The file name is the id: a copied or hand-edited file cannot make the worker act on another one.
      return { ...(JSON.parse(await readFile(this.file(folder, id), 'utf8')) as StoredMessage), id };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async has(folder: Folder, id: string): Promise<boolean> {
    try {
      await stat(this.file(folder, id));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Ids in a folder, oldest first (for tests and small folders; the worker uses scan()). */
  async list(folder: Folder): Promise<string[]> {
    const names = await readdir(this.folder(folder));
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((id) => MESSAGE_ID_PATTERN.test(id))
      .sort();
  }

  /** Writes `message` into `to`, then removes its copy from `from`. */
  async move(message: StoredMessage, from: Folder, to: Folder): Promise<void> {
    await this.write(to, message);
    await this.remove(from, message.id);
  }

  /**
   * Moves the file as it is, by a rename: needs no free space, so it still records a delivery
   * when the disk is too full to write the message's new state.
   */
  async rename(id: string, from: Folder, to: Folder): Promise<void> {
    await rename(this.file(from, id), this.file(to, id));
    await syncDir(this.folder(to));
  }

  async remove(folder: Folder, id: string): Promise<void> {
    await rm(this.file(folder, id), { force: true });
    await syncDir(this.folder(folder));
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedMessage, tempDir } from '../test/helpers.ts';
import type { StoredMessage } from './message.ts';
import { MessageStore } from './outbox.ts';

let data: Awaited<ReturnType<typeof tempDir>>;
let store: MessageStore;
beforeEach(async () => {
  data = await tempDir();
  store = new MessageStore(data.dir);
  await store.init();
});
afterEach(() => data.remove());

const message = (spamReasons?: string[]): StoredMessage => storedMessage(spamReasons ? { spamReasons } : {});

describe('MessageStore', () => {
  it('keeps ordinary messages in outbox/ and suspected spam in spam/, as readable JSON', async () => {
    const ham = message();
    const spam = message(['honeypot field filled in']);
    await store.accept(ham);
    await store.accept(spam);
    expect(await store.list('outbox')).toEqual([ham.id]);
    expect(await store.list('spam')).toEqual([spam.id]);
    expect(JSON.parse(await readFile(path.join(data.dir, 'outbox', `${ham.id}.json`), 'utf8'))).toEqual(ham);
  });

  it('moves a message between folders, leaving no temp file behind', async () => {
    const msg = message();
    await store.accept(msg);
    await store.move({ ...msg, delivery: { attempts: 1 } }, 'outbox', 'sent');
    expect(await store.list('outbox')).toEqual([]);
    expect((await store.read('sent', msg.id))?.delivery.attempts).toBe(1);
    expect(await readdir(path.join(data.dir, 'sent'))).toEqual([`${msg.id}.json`]);
  });

  it('clears old temp files left by a crash while scanning, keeps new ones, ignores other names', async () => {
    const msg = message();
    await store.accept(msg);
    const torn = path.join(data.dir, 'outbox', '.20250101T000000Z-000000000000.json.abc.tmp');
    await writeFile(torn, '{"torn');
    await utimes(torn, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    // A write in progress right now: its temp file must survive.
    const fresh = path.join(data.dir, 'outbox', `.${msg.id}.json.def.tmp`);
    await writeFile(fresh, '{"half');
    await writeFile(path.join(data.dir, 'outbox', 'notes.json'), '{}');
    const ids: string[] = [];
    for await (const id of store.scan('outbox', Date.now() - 10_000)) ids.push(id);
    expect(ids).toEqual([msg.id]);
    expect((await readdir(path.join(data.dir, 'outbox'))).sort()).toEqual(
      [`.${msg.id}.json.def.tmp`, `${msg.id}.json`, 'notes.json'].sort(),
    );
  });

  it('records a delivery by renaming, which needs no free space', async () => {
    const msg = message();
    await store.accept(msg);
    await store.rename(msg.id, 'outbox', 'sent');
    expect(await store.list('outbox')).toEqual([]);
    expect(await store.read('sent', msg.id)).toEqual(msg);
  });

  it('refuses an id that could leave its folder', () => {
    expect(() => store.file('outbox', '../../etc/passwd')).toThrow(/not a message id/);
  });
});

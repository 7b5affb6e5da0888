// A message sent again because its first answer never came back: a phone's connection stalled,
// the form stopped waiting, and the visitor pressed Send once more. The form sends both with the
// same Idempotency-Key header; the server stores the message once and answers the second with
// the first one's id.
//
// What is remembered is the key together with the text (a hash of both), for a day: the same
// key with other text is another message. It is remembered only once the message is on disk, so
// a crash in between stores a second copy, never none. In memory by default, in Redis when
// REDIS_URL is set, as a repeat may reach the other instance; while Redis is away each instance
// remembers its own, and a repeat that reaches the other one is stored again (the office gets it
// twice, the visitor loses nothing). So is a repeat that arrives while the first is still being
// written.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../log.ts';

export interface Repeats {
  /** The id of the message already stored under this key and text, if there is one. */
  find(key: string): Promise<string | undefined>;
  remember(key: string, id: string): Promise<void>;
}

const REMEMBER_MS = 24 * 60 * 60 * 1000;
/** In memory, the most keys kept: a flood of keys pushes out the oldest, never fills memory. */
const MOST_KEPT = 10_000;

/** RFC 8941's string, as the Idempotency-Key draft has it: quoted, `\"` and `\\` escaped. A bare
 * token of visible characters is taken too, as many API clients send one. */
const QUOTED = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])+)"$/;
const BARE = /^[\x21\x23-\x5b\x5d-\x7e]+$/;
const LONGEST_KEY = 200;

/**
 * The key a message is remembered under: undefined when it came without the header; an Error
 * to answer with a 400 when the header is not a key.
 */
export function repeatKey(header: string, message: unknown): string | undefined | Error {
  if (header === '') return undefined;
  const quoted = QUOTED.exec(header)?.[1]?.replace(/\\(["\\])/g, '$1');
  const key = quoted ?? (BARE.test(header) ? header : undefined);
  if (!key || key.length > LONGEST_KEY)
    return new Error(`The Idempotency-Key header must be a quoted string of 1 to ${LONGEST_KEY} characters`);
  return createHash('sha256').update(key).update('\n').update(JSON.stringify(message)).digest('hex');
}

export function memoryRepeats(now: () => number): Repeats {
  const kept = new Map<string, { id: string; at: number }>();
  return {
    find(key) {
      const entry = kept.get(key);
      return Promise.resolve(entry && now() - entry.at < REMEMBER_MS ? entry.id : undefined);
    },
    remember(key, id) {
      kept.delete(key);
      kept.set(key, { id, at: now() });
      // A Map keeps insertion order: the first entries are the oldest.
      for (const [oldest, { at }] of kept) {
        if (kept.size <= MOST_KEPT && now() - at < REMEMBER_MS) break;
        kept.delete(oldest);
      }
      return Promise.resolve();
    },
  };
}

/** Redis, and this instance's memory for when Redis fails. A lost connection is logged by the
 * connection; a command that fails on a live one (a timeout, a refusal) is logged here, once
 * until Redis answers again. */
export function redisRepeats(redis: Redis, memory: Repeats, log: Logger): Repeats {
  const redisKey = (key: string) => `contact-sent:${key}`;
  let failing = false;
  const failed = (error: unknown) => {
    if (!failing) log.warn('Redis failed: repeated messages are remembered by this instance only', { error });
    failing = true;
  };
  return {
    async find(key) {
      try {
        const shared = await redis.get(redisKey(key));
        failing = false;
        return shared ?? (await memory.find(key));
      } catch (error) {
        failed(error);
        return memory.find(key);
      }
    },
    async remember(key, id) {
      await memory.remember(key, id);
      try {
        await redis.set(redisKey(key), id, 'PX', REMEMBER_MS);
        failing = false;
      } catch (error) {
        failed(error);
      }
    },
  };
}

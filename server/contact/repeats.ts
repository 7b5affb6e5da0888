// A message sent again because its first answer never came back: a phone's connection stalled,
// the form stopped waiting, and the visitor pressed Send once more. The form sends both with the
// same Idempotency-Key header; the server stores the message once and answers the second with
// the first one's id.
//
// What is remembered is the key together with the text (a hash of both), for a day: the same
// key with other text is another message. It is remembered only once the message is on disk, so
// a crash in between stores a second copy, never none. In memory by default, in Redis when
// REDIS_URL is set, as a repeat may reach the other instance. A Redis that fails forgets: the
// repeat is then stored again (the office gets it twice, the visitor loses nothing).
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

/** The header's value: an opaque text of up to 200 visible characters, quoted (as RFC 8941's
 * strings, which the IETF's Idempotency-Key draft asks for) or not. */
const KEY_PATTERN = /^"?([\x21\x23-\x7e]{1,200})"?$/;

/**
 * The key a message is remembered under: undefined when it came without the header; an Error
 * to answer with a 400 when the header is not a key.
 */
export function repeatKey(header: string, message: unknown): string | undefined | Error {
  if (header === '') return undefined;
  const key = KEY_PATTERN.exec(header)?.[1];
  if (!key) return new Error('The Idempotency-Key header must be 1 to 200 visible characters');
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

export function redisRepeats(redis: Redis, log: Logger): Repeats {
  const redisKey = (key: string) => `contact-sent:${key}`;
  return {
    async find(key) {
      try {
        return (await redis.get(redisKey(key))) ?? undefined;
      } catch (error) {
        log.warn('Redis unreachable: a message sent again may be stored twice', { error });
        return undefined;
      }
    },
    async remember(key, id) {
      try {
        await redis.set(redisKey(key), id, 'PX', REMEMBER_MS);
      } catch (error) {
        log.warn('Redis unreachable: a message sent again may be stored twice', { error });
      }
    },
  };
}

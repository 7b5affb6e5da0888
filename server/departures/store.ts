// Where the departures are kept between requests: this process's memory by default, Redis when
// REDIS_URL is set, so that several instances share one copy and ask the provider once.
import type { Redis } from 'ioredis';
import type { Departure } from '../../src/lib/departures-api.ts';

/** A product's departures as the provider last gave them, and when (ms since the epoch). */
export interface Kept {
  at: number;
  departures: Departure[];
}

export interface DepartureStore {
  get(productId: string): Promise<Kept | undefined>;
  set(productId: string, kept: Kept): Promise<void>;
}

/** Kept copies older than this are of no use (a week's departures have moved on). */
const KEEP_SECONDS = 24 * 60 * 60;

export function memoryStore(): DepartureStore {
  const kept = new Map<string, Kept>();
  return {
    get: (productId) => Promise.resolve(kept.get(productId)),
    set: (productId, value) => {
      kept.set(productId, value);
      return Promise.resolve();
    },
  };
}

export function redisStore(redis: Redis): DepartureStore {
  const key = (productId: string) => `departures:${productId}`;
  return {
    async get(productId) {
      const text = await redis.get(key(productId));
      return text === null ? undefined : (JSON.parse(text) as Kept);
    },
    async set(productId, value) {
      await redis.set(key(productId), JSON.stringify(value), 'EX', KEEP_SECONDS);
    },
  };
}

// Per-client rate limits, kept by rate-limiter-flexible: in memory by default, in Redis when
// REDIS_URL is set so that several instances behind one proxy share each client's quota.
//
// Three quotas, each per client key (client-key.ts) and per minute:
//   contact     valid contact messages (RATE_LIMIT_PER_MINUTE)
//   invalid     refused posts (400/413/415): a larger, separate quota, so that a few broken
//               requests from one address (or a misconfigured proxy that makes every visitor
//               one address) do not lock real messages out, while a flood still gets 429;
//               also messages sent again (an Idempotency-Key already stored) and keyed ones
//               refused over the contact quota, whose bodies were read (route.ts)
//   cspReports  browser CSP reports, which a page can send in bursts
//
// Redis down never refuses a visitor: each Redis limiter has an in-memory insurance limiter
// that takes over at once (rejectIfRedisNotReady), so the limit then holds per instance; and
// any other limiter error lets the request through (logged), because a lost message is worse
// than an unthrottled one.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../log.ts';
import { connectRedis } from '../redis.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the client may try again (for Retry-After); 0 if allowed. */
  retryAfterSeconds: number;
}

export interface ClientLimiter {
  /** Spends one of the client's points. */
  take(client: string): Promise<RateLimitResult>;
  /** Whether the client still has a point, without spending one. */
  check(client: string): Promise<RateLimitResult>;
}

export interface RateLimits {
  contact: ClientLimiter;
  invalid: ClientLimiter;
  cspReports: ClientLimiter;
  close(): Promise<void>;
}

export interface RateLimitOptions {
  /** Valid contact messages per client per minute. */
  perMinute: number;
  /** redis:// URL to share the counters between instances; undefined = this process only. */
  redisUrl?: string;
  log: Logger;
}

/** Refused posts a client may make a minute: many more than messages, never fewer than 20. */
export const invalidPerMinute = (perMinute: number): number => Math.max(20, perMinute * 10);
export const CSP_REPORTS_PER_MINUTE = 60;
const KEY_PREFIX = 'rome-tours:rate';

export function createRateLimits({ perMinute, redisUrl, log }: RateLimitOptions): RateLimits {
  const redis = redisUrl
    ? connectRedis(redisUrl, log, {
        up: 'Redis connected: rate limits are shared between instances',
        down: 'Redis unreachable: rate limits are kept per instance until it is back; messages are still accepted',
      })
    : undefined;
  const limiter = (name: string, points: number): ClientLimiter => {
    const options = { points, duration: 60, keyPrefix: `${KEY_PREFIX}:${name}` };
    const memory = new RateLimiterMemory(options);
    const store = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
      : memory;
    return wrap(store, points, log);
  };
  return {
    contact: limiter('contact', perMinute),
    invalid: limiter('invalid', invalidPerMinute(perMinute)),
    cspReports: limiter('csp', CSP_REPORTS_PER_MINUTE),
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function wrap(store: RateLimiterAbstract, points: number, log: Logger): ClientLimiter {
  const refused = (res: RateLimiterRes): RateLimitResult => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  const failOpen = (error: unknown): RateLimitResult => {
    log.warn('rate limiter failed; request let through', { error });
    return { allowed: true, retryAfterSeconds: 0 };
  };
  return {
    async take(client) {
      try {
        await store.consume(client);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (error) {
        return error instanceof RateLimiterRes ? refused(error) : failOpen(error);
      }
    },
    async check(client) {
      try {
        const res = await store.get(client);
        return res && res.consumedPoints >= points ? refused(res) : { allowed: true, retryAfterSeconds: 0 };
      } catch (error) {
        return failOpen(error);
      }
    },
  };
}

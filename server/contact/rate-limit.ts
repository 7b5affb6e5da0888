// Per-client rate limit for the contact endpoint: a token bucket per client address, holding
// `perMinute` tokens and refilled continuously, so a visitor may send a short burst and then
// one message every 60/perMinute seconds. In memory: one server process, and losing the
// counters on restart only ever lets a client through, never locks it out.

export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (for Retry-After); 0 if allowed. */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const MINUTE = 60_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {
    this.lastSweep = now();
  }

  take(client: string): RateLimitResult {
    const now = this.now();
    this.sweep(now);
    const bucket = this.refilled(this.buckets.get(client), now);
    this.buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    const msPerToken = MINUTE / this.perMinute;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - bucket.tokens) * msPerToken) / 1000)) };
  }

  /** Clients being tracked (tests check that old entries are swept). */
  get size(): number {
    return this.buckets.size;
  }

  private refilled(bucket: Bucket | undefined, now: number): Bucket {
    if (!bucket) return { tokens: this.perMinute, updatedAt: now };
    const gained = (Math.max(0, now - bucket.updatedAt) * this.perMinute) / MINUTE;
    return { tokens: Math.min(this.perMinute, bucket.tokens + gained), updatedAt: now };
  }

  // A bucket untouched for a minute is full again, the same as no bucket: forget it, so that
  // memory stays bounded by the clients of the last minute.
  private sweep(now: number): void {
    if (now - this.lastSweep < MINUTE) return;
    this.lastSweep = now;
    for (const [client, bucket] of this.buckets) if (now - bucket.updatedAt >= MINUTE) this.buckets.delete(client);
  }
}

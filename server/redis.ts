// A Redis connection for what the instances share (rate limits, repeated messages, live departures). Without an
// offline queue: while Redis is away a command fails at once and its user falls back (memory,
// the provider), instead of a request waiting for a reconnect. Its coming and going is logged
// once each way, in the words of what it is used for.
import { Redis } from 'ioredis';
import { redactUrl } from './config.ts';
import type { Logger } from './log.ts';

export function connectRedis(url: string, log: Logger, messages: { up: string; down: string }): Redis {
  // commandTimeout: a Redis that stalls without failing fails a command after a second, so that
  // its user falls back rather than keep a visitor waiting.
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  let healthy: boolean | undefined;
  const report = (ok: boolean, error?: Error): void => {
    if (ok === healthy) return;
    healthy = ok;
    const where = redactUrl(url);
    if (ok) log.info(messages.up, { redis: where });
    else log.warn(messages.down, { redis: where, error: error?.message });
  };
  client.on('ready', () => report(true));
  // Without a listener ioredis would crash the process on its first connection error.
  client.on('error', (error: Error) => report(false, error));
  return client;
}

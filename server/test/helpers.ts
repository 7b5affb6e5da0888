// Shared helpers for the server's integration tests.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp, type AppOptions, type ServerApp } from '../app.ts';
import { memoryLogger, type LogRecord } from '../log.ts';
import { newMessageId, type StoredMessage } from '../mail/message.ts';

export async function tempDir(prefix = 'server-test-'): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface RunningApp extends ServerApp {
  url: string;
  server: Server;
  records: LogRecord[];
}

/** createApp + listen(0) with quiet logs and short timings; close() is the caller's job. */
export async function startApp(options: Partial<AppOptions> & { dataDir: string }): Promise<RunningApp> {
  const log = memoryLogger();
  const server = createApp({
    rateLimitPerMinute: 1000,
    retry: { retryBaseMs: 20, retryCapMs: 100, giveUpAfterMs: 60_000 },
    smtpTimeouts: { connectionTimeoutMs: 2000, socketTimeoutMs: 5000 },
    log,
    ...options,
  });
  const { url, server: http } = await server.listen(0);
  return Object.assign(server, { url, server: http, records: log.records });
}

/** A contact message the form would send, written 10 seconds after the form was shown. */
export function validMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ann Visitor',
    email: 'ann@example.org',
    subject: 'Colosseum tour for four',
    message: 'Hello,\nis there a tour in German on Saturday?\nThanks, Ann',
    website: '',
    shownAt: Date.now() - 10_000,
    ...overrides,
  };
}

export function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/api/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Polls until `check` returns a value other than undefined/false (synchronisation, not timing). */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A message as the store keeps it, accepted at `now` and not yet delivered. */
export function storedMessage(overrides: Partial<StoredMessage> = {}, now = Date.now()): StoredMessage {
  return {
    id: newMessageId(now),
    receivedAt: new Date(now).toISOString(),
    client: { ip: '127.0.0.1' },
    name: 'Ann',
    email: 'ann@example.org',
    subject: 'Hi',
    message: 'Hello',
    delivery: { attempts: 0 },
    ...overrides,
  };
}

// The load run of `npm run bench` (also alone: `npx tsx scripts/faults/load.ts [seconds]`):
// 50 connections for 30 s against the production server over the built site, mixing page
// views and contact posts from many clients (a different X-Forwarded-For per request, with
// TRUST_PROXY_HOPS=1 as behind one proxy). Passes when nothing but 429 (the rate limit doing
// its job) is an error and the server's memory stays bounded; prints p50/p99 and req/s.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from '../bench/server.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  rateLimited: number;
  /** Answers other than 2xx, 3xx and 429, plus connection errors and timeouts. */
  errors: number;
  rssStartMiB: number;
  rssEndMiB: number;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = ['/', '/tours', '/contact', '/no-such-page'];

export async function runLoad(seconds = 30, connections = 50): Promise<LoadResult> {
  const server = await startServer(ROOT, { env: { TRUST_PROXY_HOPS: '1', RATE_LIMIT_PER_MINUTE: '5' } });
  try {
    const rssStart = await rssMiB(server.child.pid);
    let n = 0;
    // Requests spread over 500 client addresses: each posts more than its quota in 30 s, so the
    // limiter answers 429 under load too.
    const fromAnotherClient = (request: autocannon.Request): autocannon.Request => {
      n += 1;
      const client = n % 500;
      const ip = `10.0.${client >> 8}.${client & 255}`;
      const headers = { ...request.headers, 'x-forwarded-for': ip };
      return request.method === 'POST' ? { ...request, headers, body: message(n) } : { ...request, headers };
    };
    const message = (i: number) =>
      JSON.stringify({
        name: 'Load Test',
        email: 'load@example.org',
        subject: `Load ${i}`,
        message: 'A message of ordinary length, as a visitor would write it.',
        website: '',
        shownAt: Date.now() - 60_000,
      });
    const result = await autocannon({
      url: server.url,
      connections,
      duration: seconds,
      requests: [
        ...PAGES.map((page) => ({ method: 'GET' as const, path: page, headers: { 'accept-encoding': 'br, gzip' } })),
        { method: 'POST' as const, path: '/api/send-email', headers: { 'content-type': 'application/json' } },
      ].map((request) => ({ ...request, setupRequest: fromAnotherClient })),
    });
    const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [Number(code), stat.count ?? 0]);
    const count = (keep: (code: number) => boolean) =>
      codes.reduce((sum, [code, c]) => sum + (keep(code!) ? c! : 0), 0);
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      rateLimited: count((code) => code === 429),
      // 404 is the answer /no-such-page must get.
      errors: count((code) => code >= 400 && code !== 429 && code !== 404) + result.errors + result.timeouts,
      rssStartMiB: rssStart,
      rssEndMiB: await rssMiB(server.child.pid),
    };
  } finally {
    await server.stop();
  }
}

async function rssMiB(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

export function printLoad(result: LoadResult): boolean {
  console.log('\nload run: 50 connections, pages and contact posts from many clients (autocannon)');
  console.table([result]);
  // Bounded: the server may warm its caches, not grow with the number of requests served.
  const ok = result.errors === 0 && result.rssEndMiB < Math.max(300, result.rssStartMiB * 3);
  console.log(ok ? 'load run: OK' : 'load run: FAILED (errors other than 429, or memory grew without bound)');
  return ok;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ok = printLoad(await runLoad(Number(process.argv[2] ?? 30)));
  process.exit(ok ? 0 : 1);
}

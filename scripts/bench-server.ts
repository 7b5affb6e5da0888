// Loads the server with autocannon: the home page (a precompressed static file), then the
// contact endpoint (validation, fsynced write, delivery behind it), ~5 s each, and prints requests
// per second and latency percentiles. Nothing is asserted: numbers depend on the machine.
//
//   npx tsx scripts/bench-server.ts [baseUrl]
//
// Without a URL it starts the production server itself (server/index.ts over dist/client, in a
// child process so the load generator does not share its event loop) on a random port, with a
// throw-away DATA_DIR and a rate limit high enough not to answer 429.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from './bench/server.ts';

export interface Summary {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number };
  requests: number;
  /** Answers other than 2xx (e.g. 429 when an external server rate-limits the benchmark). */
  non2xx: number;
  errors: number;
}

export interface BenchOptions {
  durationSeconds?: number;
  connections?: number;
}

export async function benchServer(
  baseUrl: string,
  options: BenchOptions = {},
): Promise<{ api: Summary; page: Summary }> {
  const common = { duration: options.durationSeconds ?? 5, connections: options.connections ?? 10 };
  const message = {
    name: 'Bench Mark',
    email: 'bench@example.org',
    subject: 'Load test',
    message: 'A message of ordinary length, as a visitor would write it.',
    website: '',
    // Long enough ago that the message is not suspected spam.
    shownAt: Date.now() - 60_000,
  };
  const page = summarise(
    await autocannon({ ...common, url: `${baseUrl}/`, headers: { 'accept-encoding': 'br, gzip' } }),
  );
  if (page.requests === 0)
    throw new Error(`no answer from ${baseUrl} (${page.errors} connection errors): is the server running?`);
  const api = summarise(
    await autocannon({
      ...common,
      url: `${baseUrl}/api/send-email`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    }),
  );
  printTable({ 'GET / (brotli)': page, 'POST /api/send-email': api });
  return { api, page };
}

function summarise(result: autocannon.Result): Summary {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function printTable(rows: Record<string, Summary>): void {
  console.log('\nserver benchmark (autocannon)');
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, s]) => [
        name,
        {
          'req/s': s.requestsPerSecond,
          'p50 ms': s.latencyMs.p50,
          'p90 ms': s.latencyMs.p90,
          'p99 ms': s.latencyMs.p99,
          requests: s.requests,
          'non-2xx': s.non2xx,
          errors: s.errors,
        },
      ]),
    ),
  );
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function main(url: string | undefined): Promise<void> {
  if (url) {
    await benchServer(url);
    return;
  }
  try {
    await access(path.join(ROOT, 'dist/client/index.html'));
  } catch {
    throw new Error(
      'dist/client/index.html is missing: run `npm run build` first, or pass the URL of a running server',
    );
  }
  const server = await startServer(ROOT);
  try {
    await benchServer(server.url);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv[2]).catch((error: Error) => {
    console.error(`bench-server: ${error.message}`);
    process.exit(1);
  });
}

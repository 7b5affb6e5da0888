// Live departures under load (server/departures/): what many visitors cost the booking provider,
// and the endpoint's latency with a cold cache (the provider asked) and a warm one, against the
// stand-in provider on loopback answering in PROVIDER_MS, as a real one might.
//
//   npx tsx scripts/bench/departures.ts
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { memoryLogger } from '../../server/log.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { startOctoStandIn } from '../../tests/stand-ins/octo-provider.ts';
import { markdownTable, median } from './report.ts';

const VISITORS = 100;
const WARM_REQUESTS = 200;
const PROVIDER_MS = 300;

export interface DeparturesBench {
  visitors: number;
  providerCalls: number;
  coldMs: number;
  warmMedianMs: number;
  warmP95Ms: number;
}

async function timed(ask: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const answer = await ask();
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`GET /api/departures answered ${answer.status}`);
  return performance.now() - started;
}

export async function runDeparturesBench(): Promise<DeparturesBench> {
  const standIn = await startOctoStandIn();
  standIn.answer = {
    kind: 'departures',
    delayMs: PROVIDER_MS,
    departures: ({ localDateStart }) =>
      ['09:00', '11:00', '14:00'].map((time) => ({ start: `${localDateStart}T${time}:00+01:00`, status: 'AVAILABLE' })),
  };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-departures-'));
  const app = createApp({
    dataDir,
    log: memoryLogger(),
    deliver: false,
    octo: { url: standIn.url, token: standIn.token },
  });
  const { url } = await app.listen(0, '127.0.0.1');
  try {
    const [first, second] = toursConfig.tours.filter((tour) => tour.booking?.products.en);
    const ask = (slug: string) => () => fetch(`${url}/api/departures?tour=${slug}&language=en`);
    // Many visitors to one tour at once, nothing kept yet: how many calls reach the provider.
    const answers = await Promise.all(Array.from({ length: VISITORS }, () => ask(first!.slug)()));
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    const providerCalls = standIn.calls.length;
    const coldMs = await timed(ask(second!.slug));
    const warm: number[] = [];
    for (let i = 0; i < WARM_REQUESTS; i++) warm.push(await timed(ask(first!.slug)));
    warm.sort((a, b) => a - b);
    return {
      visitors: VISITORS,
      providerCalls,
      coldMs,
      warmMedianMs: median(warm),
      warmP95Ms: warm[Math.floor(warm.length * 0.95)]!,
    };
  } finally {
    await app.close();
    await standIn.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function departuresTable(bench: DeparturesBench): string {
  return markdownTable(
    [
      'visitors to one tour at once',
      'provider calls',
      'cold cache (provider answers in 300 ms)',
      'warm cache, median',
      'warm, p95',
    ],
    [
      [
        bench.visitors,
        bench.providerCalls,
        `${bench.coldMs.toFixed(0)} ms`,
        `${bench.warmMedianMs.toFixed(1)} ms`,
        `${bench.warmP95Ms.toFixed(1)} ms`,
      ],
    ],
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bench = await runDeparturesBench();
  console.log(`\nLive departures (GET /api/departures)\n\n${departuresTable(bench)}\n`);
}

// `npm run bench`: builds the site (timing the build), serves it with the production server,
// opens every route in English and Spanish as a tourist on a slow phone (five times each), runs
// Lighthouse on every page as a guard, loads the API and a page with autocannon, times the build
// of a generated 1,200-tour catalogue, prints the figures and saves them to bench-results/.
//
//   npm run bench -- [--routes /,/tours] [--runs 1] [--skip-build-time] [--skip-server]
//
// Each part also runs alone: scripts/bench/tourist.ts, scripts/bench/lighthouse.ts,
// scripts/bench/build-time.ts, scripts/bench-server.ts.
import os from 'node:os';
import path from 'node:path';
import { benchServer } from './bench-server.ts';
import { parseArgs } from './bench/args.ts';
import { timeBuild, timeGeneratedBuild, type BuildTimes } from './bench/build-time.ts';
import { runLighthouse } from './bench/lighthouse.ts';
import { builtPages, selectPages } from './bench/pages.ts';
import { printTouristTable, runTouristBench, touristMisses, touristPages } from './bench/tourist.ts';
import {
  buildTimeTable,
  misses,
  printLighthouseTable,
  saveResult,
  serverLine,
  type BenchResult,
} from './bench/report.ts';
import { startServer } from './bench/server.ts';
import { printLoad, runLoad } from './faults/load.ts';
import { departuresTable, runDeparturesBench } from './bench/departures.ts';

const GENERATED_TOURS = 1200;
const root = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const started = performance.now();
  const args = parseArgs(process.argv.slice(2));
  const result: BenchResult = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    durationSeconds: 0,
  };

  console.log('[bench] building the site (npm run build)…');
  const buildTimes: BuildTimes = [await timeBuild(root, 'shipped config')];
  console.log(`[bench] built in ${buildTimes[0]!.seconds.toFixed(1)} s`);

  let loadOk = true;
  const pages = selectPages(builtPages(root), args.routes);
  const server = await startServer(root);
  try {
    const all = builtPages(root);
    const visited = args.routes ? selectPages(all, args.routes) : touristPages(all);
    const visits = args.runs ?? 5;
    console.log(`[bench] a tourist on a slow phone: ${visited.length} pages × ${visits} visits`);
    result.tourist = await runTouristBench(server.url, visited, visits);
    const runs = args.runs ?? 3;
    console.log(`[bench] Lighthouse: ${pages.length} pages × ${runs} runs`);
    result.lighthouse = await runLighthouse(server.url, pages, runs);
    if (!args.skip.has('server')) {
      console.log('[bench] autocannon: the contact API and the home page');
      result.server = await benchServer(server.url);
    }
  } finally {
    await server.stop();
  }

  if (!args.skip.has('server')) {
    console.log('[bench] load run: 50 connections for 30 s, pages and contact posts from many clients');
    loadOk = printLoad(await runLoad());
  }

  console.log('[bench] live departures: provider calls for many visitors, cold and warm latency');
  result.departures = await runDeparturesBench();

  if (!args.skip.has('build-time')) {
    console.log(`[bench] timing the build of a generated catalogue of ${GENERATED_TOURS} tours…`);
    buildTimes.push(await timeGeneratedBuild(root, GENERATED_TOURS));
  }
  result.buildTimes = buildTimes;
  result.durationSeconds = Math.round((performance.now() - started) / 1000);

  printTouristTable(result.tourist);
  printLighthouseTable(result.lighthouse.routes);
  console.log(`\nBuild time (npm run build)\n\n${buildTimeTable(buildTimes)}\n`);
  if (result.server) console.log(`${serverLine(result.server)}\n`);
  if (result.departures)
    console.log(`Live departures (GET /api/departures)\n\n${departuresTable(result.departures)}\n`);
  console.log(
    `${result.lighthouse.lighthouseVersion ? `Lighthouse ${result.lighthouse.lighthouseVersion}, ` : ''}${result.lighthouse.userAgent}`,
  );
  console.log(`${result.machine}; ${result.durationSeconds} s in all`);
  console.log(`saved ${path.relative(root, saveResult(root, result))}`);
  const missed = result.lighthouse.routes.filter((route) => misses(route).length > 0);
  const overBudget = touristMisses(result.tourist);
  console.log(
    missed.length === 0 && overBudget.length === 0
      ? 'Every page keeps the budgets and passes the Lighthouse guard.'
      : `${missed.length} page(s) miss a Lighthouse guard (see MISSED above); ${overBudget.length} figure(s) over a tourist budget.`,
  );
  if (!loadOk) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(`bench: ${error.message}`);
  process.exit(1);
});

// Where the page's own thread spends its time before the first paint, in CPU time (the thread's
// clock), by phase: parsing, style, layout, paint, the scripts that run, the rest. The network
// is the slow phone's (tourist.ts), so what arrives before the first paint does here too (the
// booking frame's page does not); the CPU is not slowed down (the phone's 4× would multiply the
// figures about by four). Each event's own time (less its children's) is counted under the
// nearest of its ancestors that has a phase. Like the paint times, the medians move by some
// 10 % from one run to the next on this shared machine: compare builds within one run.
//
//   npx tsx scripts/bench/first-paint-work.ts [--routes /tours/colosseum] [--runs 20] [--baseline <folder>]
//
// With `--baseline` (another build, as for tourist.ts), the visits alternate between the two.
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser } from 'puppeteer-core';
import { BENCH_CHROMIUM_ARGS, findChromium } from '../find-chromium.ts';
import { checkPhoneFonts } from './phone-fonts.ts';
import { parseArgs } from './args.ts';
import { builtPages, selectPages } from './pages.ts';
import { markdownTable, median } from './report.ts';
import { startServer } from './server.ts';
import { loadStandIns, type StandIns } from './stand-ins.ts';
import { slowPhoneTab } from './tourist.ts';

const PHASES = ['parse', 'style', 'layout', 'paint', 'script', 'other'] as const;
type Phase = (typeof PHASES)[number];
type Work = Record<Phase | 'total' | 'firstPaint', number>;

const PHASE_OF: Record<string, Phase> = {
  ParseHTML: 'parse',
  'DocumentLoader::CommitData': 'parse',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}

/** One first visit: the page's thread's CPU time before its first paint, by phase, in ms. */
async function visit(browser: Browser, standIns: StandIns, url: string): Promise<Work> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await slowPhoneTab(context, standIns, { cpu: false });
    await tab.tracing.start({ categories: ['devtools.timeline', 'loading'] });
    await tab.goto(url, { waitUntil: 'load' });
    const firstPaint = await tab.waitForFunction(
      "performance.getEntriesByName('first-contentful-paint')[0]?.startTime",
    );
    // The paint's trace event is written once the frame is on the screen, a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const trace = await tab.tracing.stop();
    return workBeforeFirstPaint(
      (JSON.parse(Buffer.from(trace!).toString()) as { traceEvents: TraceEvent[] }).traceEvents,
      (await firstPaint.jsonValue()) as number,
    );
  } finally {
    await context.close();
  }
}

/** `firstPaintMs`: the page's own figure (from its time origin), which places the trace's start. */
function workBeforeFirstPaint(events: TraceEvent[], firstPaintMs: number): Work {
  // The page's first paint: a frame's own (the booking calendar's) comes later.
  const paint = events
    .filter((e) => e.name === 'firstContentfulPaint')
    .reduce<TraceEvent | undefined>((first, e) => (first && first.ts <= e.ts ? first : e), undefined);
  if (!paint) throw new Error('the trace has no first paint');
  const start = { ts: paint.ts - firstPaintMs * 1000 };
  const work: Work = { firstPaint: firstPaintMs, total: 0, ...zeroPhases() };
  // Complete events of the page's thread, outermost first: a parent starts no later than its
  // children and lasts longer.
  const own = events
    .filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X' && e.ts >= start.ts && e.ts < paint.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const open: Array<{ end: number; phase: Phase; self: number }> = [];
  const close = (until: number) => {
    while (open.length > 0 && open.at(-1)!.end <= until) {
      const done = open.pop()!;
      work[done.phase] += Math.max(0, done.self) / 1000;
    }
  };
  for (const event of own) {
    close(event.ts);
    const cpu = event.tdur ?? 0;
    const parent = open.at(-1);
    if (parent) parent.self -= cpu;
    else work.total += cpu / 1000;
    open.push({ end: event.ts + (event.dur ?? 0), phase: PHASE_OF[event.name] ?? parent?.phase ?? 'other', self: cpu });
  }
  close(Number.POSITIVE_INFINITY);
  return work;
}

const zeroPhases = () => Object.fromEntries(PHASES.map((phase) => [phase, 0])) as Record<Phase, number>;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const pages = selectPages(builtPages(root), args.routes ?? ['/tours/colosseum']);
  const runs = args.runs ?? 20;
  const builds = [root, ...(args.baseline ? [args.baseline] : [])];
  const servers = await Promise.all(builds.map((dir) => startServer(dir)));
  checkPhoneFonts();
  const browser = await puppeteer.launch({ executablePath: findChromium(), args: BENCH_CHROMIUM_ARGS });
  const standIns = await loadStandIns();
  try {
    for (const page of pages) {
      const visits: Work[][] = builds.map(() => []);
      for (let run = 1; run <= runs; run++)
        for (const [i, server] of servers.entries())
          visits[i]!.push(await visit(browser, standIns, new URL(page.path, server.url).href));
      const cell = (i: number, key: keyof Work) => median(visits[i]!.map((work) => work[key])).toFixed(1);
      const keys: Array<keyof Work> = ['firstPaint', 'total', ...PHASES];
      console.log(
        `\n${page.path}: median of ${runs} visits, ms (first paint: wall clock; the rest: CPU time before it)\n`,
      );
      console.log(
        markdownTable(
          ['', ...builds.map((dir, i) => (i === 0 ? 'this build' : dir))],
          keys.map((key) => [key === 'firstPaint' ? 'first paint' : key, ...builds.map((_, i) => cell(i, key))]),
        ),
      );
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

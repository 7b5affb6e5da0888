// Speed as a tourist feels it: each page opened for the first time on a slow phone (slow 4G,
// 1.6 Mbps down and 150 ms, a 4× slower CPU, 390 px), a few times, keeping the median of:
// first and largest paint and the main photo's; how long a tap on the menu, a FAQ question and the cookie banner's
// Accept All waits for its answer, each tapped as soon as it shows; when the booking frame is
// requested (`/tours/<tour>`, `/book-now`), as the page's own time and after its largest paint;
// when the contact form can be sent; the JavaScript (all the page fetches, once the network is
// quiet) and HTML transferred.
//
//   npx tsx scripts/bench/tourist.ts [--routes /,/es/contact] [--runs 5] [--baseline <folder>] [--paints-only]
//
// Alone it serves the existing build (run `npm run build` first); `npm run bench` builds first.
// `--baseline` compares with another build, e.g. an older commit's: `git worktree add /tmp/before
// <commit>`, link node_modules into it and run `npm run build` there. The visits alternate
// between the two, so a busy moment of a shared machine weighs on both alike, and the largest
// paint is compared visit by visit against its budget (compare.ts). `--paints-only` visits
// without tapping, for paint times undisturbed by the taps.
// Unlike Lighthouse's simulation, the throttling is applied to a real load (Chromium's own
// network and CPU emulation), so a long task delays a tap as it would on the phone.
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { BENCH_CHROMIUM_ARGS, findChromium } from '../find-chromium.ts';
import { checkPhoneFonts } from './phone-fonts.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { MAIN_PHOTO_TIMING } from '../../src/lib/islands.ts';
import type { ManifestPage } from '../../src/lib/page-manifest.ts';
import { parseArgs } from './args.ts';
import { pairedChange, showChange, verdict } from './compare.ts';
import { builtPages } from './pages.ts';
import { markdownTable, median } from './report.ts';
import { startServer } from './server.ts';
import { loadStandIns, serveStandIns, type StandIns } from './stand-ins.ts';

export const SLOW_PHONE = {
  download: (1.6 * 1024 * 1024) / 8,
  upload: (750 * 1024) / 8,
  latency: 150,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: false },
} as const;

/** What a tourist waits for on one page, in ms from the start of the navigation (null: the page
 * has no such control or frame). */
export interface TouristFigures {
  fcpMs: number;
  /** The largest paint as the browser reports it: it stops looking at the visitor's first tap,
   * so in a visit that taps early this is the largest paint before the tap, and null when the
   * tap came before the browser reported any. */
  lcpMs: number | null;
  /** When the page's main photo was painted (Element Timing, which a tap does not stop). */
  photoMs: number | null;
  /** From the tap to the frame that shows its answer. */
  menuTapMs: number | null;
  faqTapMs: number | null;
  cookieTapMs: number | null;
  /** When the booking frame's page was requested, and how long after the main photo's paint (the
   * largest paint on a page without a photo; negative: before it). */
  frameMs: number | null;
  frameAfterPaintMs: number | null;
  /** When the contact form's Send button can be used. */
  formUsableMs: number | null;
  jsBytes: number;
  htmlBytes: number;
}

export interface TouristResult extends TouristFigures {
  path: string;
  runs: TouristFigures[];
}

/** Budgets of the figures: a tap on the menu or a FAQ question answered
 * within 100 ms, the cookie banner's within a second, the frame within a second of the main
 * photo's paint, the HTML within the first round trip. */
export const BUDGETS = { tapMs: 100, cookieTapMs: 1000, frameAfterPaintMs: 1000, htmlBytes: 14 * 1024 } as const;

/** The largest paint may be this much later than the baseline's (`--baseline`, c4939e3: the build
 * before the islands), page by page. */
export const LCP_BUDGET_AGAINST_BASELINE = 0.1;

// In the page, before any of its code: paint times, the taps' answers and the form's readiness.
// Which control a tap was on, and what its answer looks like, is named here for the current
// pages and for the version before them (whose FAQ answers were buttons and menu a React dialog).
const PROBE = `(() => {
  if (window.top !== window) return;
  const bench = (window.__bench = { fcp: null, lcp: null, photo: null, taps: {}, formUsable: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.identifier === ${JSON.stringify(MAIN_PHOTO_TIMING)}) bench.photo = entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => (bench.lcp = list.getEntries().at(-1).startTime)).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  });
  const visible = (selector) => [...document.querySelectorAll(selector)].some((el) => el.checkVisibility({ visibilityProperty: true }));
  const answers = {
    menu: ['.site-header__hamburger', () => visible('.mobile-menu')],
    faq: ['.faq__item summary, .faq__item button', () => visible('.faq__answer')],
    cookie: ['.cookie-banner button', () => !visible('.cookie-banner')],
  };
  addEventListener('pointerdown', (event) => {
    for (const [name, [selector, answered]] of Object.entries(answers)) {
      if (!(event.target instanceof Element) || !event.target.closest(selector) || name in bench.taps) continue;
      bench.taps[name] = null;
      const check = () => (answered() ? (bench.taps[name] = performance.now() - event.timeStamp) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    }
  }, { capture: true });
  const form = () => {
    const button = document.querySelector('form.contact-form button[type=submit]');
    if (button && !button.disabled && bench.formUsable === null) bench.formUsable = performance.now();
    if (bench.formUsable === null) requestAnimationFrame(form);
  };
  requestAnimationFrame(form);
})();`;

// In the page once it has loaded: the figures. (Strings, as PROBE: the bundler's helpers for
// named functions do not exist in the page.)
const COLLECT = `(() => {
  const bench = window.__bench;
  const resources = performance.getEntriesByType('resource');
  const own = (entry) => new URL(entry.name).origin === location.origin;
  return {
    fcpMs: bench.fcp,
    lcpMs: bench.lcp,
    photoMs: bench.photo,
    menuTapMs: bench.taps.menu ?? null,
    faqTapMs: bench.taps.faq ?? null,
    cookieTapMs: bench.taps.cookie ?? null,
    formUsableMs: document.querySelector('form.contact-form') ? bench.formUsable : null,
    jsBytes: resources
      .filter((entry) => own(entry) && new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.transferSize, 0),
    htmlBytes: performance.getEntriesByType('navigation')[0].transferSize,
  };
})()`;

export async function runTouristBench(
  baseUrl: string,
  pages: ManifestPage[],
  runs: number,
  onProgress: (message: string) => void = console.log,
): Promise<TouristResult[]> {
  const [results] = await visitAlternately([{ url: baseUrl }], pages, { runs, taps: true }, onProgress);
  return results!;
}

/** A build to visit, and the pages it has (all of them when unset). */
interface Site {
  url: string;
  has?: Set<string>;
}

/** Each page visited `runs` times on each site that has it, in turn (so a busy moment of a shared
 * machine weighs on all of them alike); one list of results per site. Without `taps`, a visit only
 * loads the page: the paints are then free of the tapping's own work in the page (finding
 * the controls), which weighs on a 4× slower CPU. */
async function visitAlternately(
  sites: Site[],
  pages: ManifestPage[],
  { runs, taps }: { runs: number; taps: boolean },
  onProgress: (message: string) => void,
): Promise<TouristResult[][]> {
  checkPhoneFonts();
  const standIns = await loadStandIns();
  const browser = await puppeteer.launch({ executablePath: findChromium(), args: BENCH_CHROMIUM_ARGS });
  const results: TouristResult[][] = sites.map(() => []);
  try {
    for (const page of pages) {
      const visiting = sites.filter((site) => site.has?.has(page.path) ?? true);
      const figures: TouristFigures[][] = sites.map(() => []);
      for (let run = 1; run <= runs; run++) {
        for (const site of visiting) {
          const f = await visit(browser, standIns, new URL(page.path, site.url).href, taps);
          figures[sites.indexOf(site)]!.push(f);
          onProgress(
            `  ${page.path}${sites.length > 1 ? ` (${site.url})` : ''} run ${run}/${runs}: FCP ${ms(f.fcpMs)}, LCP ${ms(f.lcpMs)}, photo ${ms(f.photoMs)}, menu ${ms(f.menuTapMs)}, FAQ ${ms(f.faqTapMs)}, cookie ${ms(f.cookieTapMs)}, frame ${ms(f.frameMs)}, form ${ms(f.formUsableMs)}`,
          );
        }
      }
      for (const [site, runsOfSite] of figures.entries())
        if (runsOfSite.length > 0) results[site]!.push({ path: page.path, ...medianOf(runsOfSite), runs: runsOfSite });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** A new tab of `context` as the slow phone sees the site: its screen, its network, its CPU
 * (unless `cpu` is false) and the third parties' stand-ins. */
export async function slowPhoneTab(context: BrowserContext, standIns: StandIns, { cpu = true } = {}): Promise<Page> {
  const tab = await context.newPage();
  await serveStandIns(tab, standIns);
  await tab.setViewport(SLOW_PHONE.viewport);
  await tab.emulateNetworkConditions(SLOW_PHONE);
  if (cpu) await tab.emulateCPUThrottling(SLOW_PHONE.cpuSlowdown);
  return tab;
}

/** One first visit, the controls tapped as soon as they show (with `taps`). */
async function visit(browser: Browser, standIns: StandIns, url: string, taps: boolean): Promise<TouristFigures> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await slowPhoneTab(context, standIns);
    await tab.evaluateOnNewDocument(PROBE);
    const frameRequested = await watchFrameRequest(tab);
    const loaded = tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (taps) await tapControls(tab);
    await loaded;
    // The largest paint is final once the photos on the first screen are in.
    await tab.waitForFunction(
      () => [...document.images].every((img) => img.complete || img.getBoundingClientRect().top >= innerHeight),
      { timeout: 30_000 },
    );
    // The islands' code comes after the main photo, the idle ones' later still: all of it counts.
    await tab.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    const figures = (await tab.evaluate(COLLECT)) as Omit<TouristFigures, 'frameMs' | 'frameAfterPaintMs'>;
    const frameMs = frameRequested();
    return { ...figures, frameMs, frameAfterPaintMs: frameAfterPaint({ ...figures, frameMs }) };
  } finally {
    await context.close();
  }
}

/** How long after the main photo's paint the booking frame was requested: after the largest
 * paint on a page without a photo (a tap does not stop the photo's timing, it stops the largest
 * paint's); null without a frame, or without a paint to time it from. */
export function frameAfterPaint({
  frameMs,
  photoMs,
  lcpMs,
}: Pick<TouristFigures, 'frameMs' | 'photoMs' | 'lcpMs'>): number | null {
  const paintMs = photoMs ?? lcpMs;
  return frameMs === null || paintMs === null ? null : frameMs - paintMs;
}

/** The booking frames' pages: the calendar's (the site's own frame page) and /book-now's checkout. */
const BOOKING_FRAME = /\/ventrata-widget\.html\?|^https:\/\/checkout\.ventrata\.com\//;

/** When the browser sends the request for a booking frame's page, in ms from the page's own
 * request (null: none was sent); read once the visit is over. Not the frame's resource timing:
 * for a lazy frame that is the frame's creation, while the page is parsed, however much later
 * its page is requested. */
async function watchFrameRequest(tab: Page): Promise<() => number | null> {
  const session = await tab.createCDPSession();
  const sent: { page?: number; frame?: number } = {};
  session.on('Network.requestWillBeSent', (event) => {
    if (event.type !== 'Document') return;
    if (sent.page === undefined) sent.page = event.timestamp;
    else if (sent.frame === undefined && BOOKING_FRAME.test(event.request.url)) sent.frame = event.timestamp;
  });
  await session.send('Network.enable');
  return () => (sent.page === undefined || sent.frame === undefined ? null : (sent.frame - sent.page) * 1000);
}

/** The menu, the banner's Accept All and the first FAQ question, each tapped when it shows. */
async function tapControls(tab: Page): Promise<void> {
  await tapWhenShown(tab, '.site-header__hamburger', 'menu');
  await tab.keyboard.press('Escape');
  await tapWhenShown(tab, '.cookie-banner .button:nth-of-type(2)', 'cookie', 3000);
  // The FAQ is further down the home page: scrolled to, as a visitor would, then tapped.
  const question = await tab.$('.faq__item summary, .faq__item button');
  if (question) {
    await question.scrollIntoView();
    await tapWhenShown(tab, '.faq__item summary, .faq__item button', 'faq');
    await tab.evaluate('window.scrollTo(0, 0)');
  }
}

/** Taps the control as soon as it shows (within `timeoutMs`), and waits for its answer; a tap
 * not answered within 10 s (lost: the page's code replaced the element it was on) counts as
 * never answered. */
async function tapWhenShown(tab: Page, selector: string, name: string, timeoutMs = 30_000): Promise<void> {
  const control = await tab.waitForSelector(selector, { visible: true, timeout: timeoutMs }).catch(() => null);
  if (!control) return;
  await control.click();
  const answered = await tab
    .waitForFunction(
      (tap: string) =>
        typeof (window as unknown as { __bench: { taps: Record<string, number | null> } }).__bench.taps[tap] ===
        'number',
      { timeout: 10_000 },
      name,
    )
    .then(
      () => true,
      () => false,
    );
  if (!answered) await tab.evaluate(`window.__bench.taps[${JSON.stringify(name)}] = Infinity`);
}

/** A figure as printed: whole ms, `never` for a tap never answered, `–` where there is none. */
const cell = (value: number | null) =>
  value === null ? '–' : value === Number.POSITIVE_INFINITY ? 'never' : String(Math.round(value));
const ms = (value: number | null) => (value === null || !Number.isFinite(value) ? cell(value) : `${cell(value)} ms`);

/** Each figure's median over the visits that have it. */
function medianOf(runs: TouristFigures[]): TouristFigures {
  const of = (key: keyof TouristFigures) => {
    const values = runs.map((run) => run[key]).filter((value): value is number => value !== null);
    return values.length === 0 ? null : median(values);
  };
  const keys = Object.keys(runs[0]!) as Array<keyof TouristFigures>;
  return Object.fromEntries(keys.map((key) => [key, of(key)])) as unknown as TouristFigures;
}

const WITH_CALENDAR = toursConfig.tours.find((tour) => tour.booking)?.slug;

/** The pages measured: one of each route in English and in `other`, the 404 pages left out. */
export function touristPages(all: ManifestPage[], other = 'es'): ManifestPage[] {
  const picked = new Map<string, ManifestPage>();
  for (const page of all) {
    if (page.status !== 200 || !['en', other].includes(page.lang)) continue;
    // A tour page: the first with a booking calendar (a frame to time).
    if (page.route === 'tour' && !page.path.endsWith(`/tours/${WITH_CALENDAR}`)) continue;
    const key = `${page.route} ${page.lang}`;
    if (!picked.has(key)) picked.set(key, page);
  }
  return [...picked.values()];
}

/** The table of figures; with `before` (the pages on an older build), each cell reads
 * "before → now", or "new → now" for a page the older build does not have. */
export function touristTable(results: TouristResult[], before?: TouristResult[]): string {
  const kb = (bytes: number | null) => (bytes === null ? '–' : (bytes / 1024).toFixed(1));
  const frame = (r: TouristResult) => (r.frameMs === null ? '–' : `${cell(r.frameMs)} (${cell(r.frameAfterPaintMs)})`);
  const columns: Array<[string, (r: TouristResult) => string]> = [
    ['FCP', (r) => cell(r.fcpMs)],
    ['LCP', (r) => cell(r.lcpMs)],
    ['main photo', (r) => cell(r.photoMs)],
    ['menu tap', (r) => cell(r.menuTapMs)],
    ['FAQ tap', (r) => cell(r.faqTapMs)],
    ['cookie tap', (r) => cell(r.cookieTapMs)],
    ['frame (after photo)', frame],
    ['form usable', (r) => cell(r.formUsableMs)],
    ['JS KB', (r) => kb(r.jsBytes)],
    ['HTML KB', (r) => kb(r.htmlBytes)],
  ];
  const beforeOf = new Map(before?.map((r) => [r.path, r]));
  const rows = results.map((r) => {
    const old = beforeOf.get(r.path);
    return [
      `\`${r.path}\``,
      ...columns.map(([, show]) => (before ? `${old ? show(old) : 'new'} → ${show(r)}` : show(r))),
    ];
  });
  return markdownTable(['page', ...columns.map(([name]) => name)], rows);
}

/** The figures over their budgets, as sentences. */
export function touristMisses(results: TouristResult[]): string[] {
  const misses: string[] = [];
  for (const r of results) {
    for (const [name, value] of [
      ['menu tap', r.menuTapMs],
      ['FAQ tap', r.faqTapMs],
    ] as const)
      if (value !== null && value > BUDGETS.tapMs)
        misses.push(`${r.path}: ${name} answered in ${Math.round(value)} ms`);
    if (r.cookieTapMs !== null && r.cookieTapMs > BUDGETS.cookieTapMs)
      misses.push(`${r.path}: cookie tap answered in ${Math.round(r.cookieTapMs)} ms`);
    if (r.frameAfterPaintMs !== null && r.frameAfterPaintMs > BUDGETS.frameAfterPaintMs)
      misses.push(
        `${r.path}: booking frame requested ${Math.round(r.frameAfterPaintMs)} ms after the main photo's paint`,
      );
    if (r.htmlBytes > BUDGETS.htmlBytes) misses.push(`${r.path}: HTML of ${(r.htmlBytes / 1024).toFixed(1)} KB`);
  }
  return misses;
}

/** The largest paint against the baseline's, visit by visit (compare.ts): page by page and over
 * all the pages, each with what it says of the budget. In a run with taps the browser stops
 * looking for a largest paint at the first tap: `--paints-only` is the run to read it from. */
export function lcpAgainstBaseline(now: TouristResult[], before: TouristResult[]): string {
  const budget = LCP_BUDGET_AGAINST_BASELINE;
  const lcps = (result: TouristResult) => result.runs.map((run) => run.lcpMs);
  const beforeOf = new Map(before.map((result) => [result.path, result]));
  const compared = now.flatMap((result) => {
    const old = beforeOf.get(result.path);
    const change = old && pairedChange(lcps(result), lcps(old));
    return change ? [{ result, before: old, change, verdict: verdict(change, budget) }] : [];
  });
  const added = now.filter((result) => !beforeOf.has(result.path)).map((result) => `\`${result.path}\``);
  const rows = compared.map((page) => [
    `\`${page.result.path}\``,
    `${cell(page.before.lcpMs)} → ${cell(page.result.lcpMs)}`,
    showChange(page.change),
    page.verdict,
  ]);
  const counts = (['within', 'over', 'cannot tell'] as const).map(
    (name) => `${compared.filter((page) => page.verdict === name).length} ${name}`,
  );
  const all = pairedChange(
    compared.flatMap((page) => lcps(page.result)),
    compared.flatMap((page) => lcps(page.before)),
  );
  const overall = all
    ? `All pages, visit by visit: ${showChange(all)} over ${all.pairs} pairs of visits (${verdict(all, budget)} against +${budget * 100} %).`
    : 'Too few visits to compare.';
  return [
    markdownTable(['page', 'LCP median', 'change, 95 % interval', `against +${budget * 100} %`], rows),
    '',
    `Pages: ${counts.join(', ')}. ${overall}`,
    ...(added.length > 0 ? [`Not in the baseline, so not compared: ${added.join(', ')}.`] : []),
  ].join('\n');
}

export function printTouristTable(results: TouristResult[]): void {
  console.log(
    `\nA tourist's first visit on a slow phone (slow 4G 1.6 Mbps / 150 ms, 4× slower CPU, 390 px; median of ${results[0]?.runs.length ?? 0} runs; ms from the start of the navigation, taps from the tap)\n`,
  );
  console.log(touristTable(results));
  const misses = touristMisses(results);
  console.log(misses.length === 0 ? '\nEvery page keeps the budgets.' : `\nOver budget:\n  ${misses.join('\n  ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const all = builtPages(root);
  const pages = args.routes ? all.filter((page) => args.routes!.includes(page.path)) : touristPages(all);
  const runs = args.runs ?? 5;
  const servers = await Promise.all([root, ...(args.baseline ? [args.baseline] : [])].map((dir) => startServer(dir)));
  const sites = servers.map((server): Site => ({ url: server.url }));
  // The baseline is visited on the pages it has: a page added since is its 404 page there.
  if (args.baseline)
    sites[1]!.has = new Set(builtPages(args.baseline).flatMap((page) => (page.status === 200 ? [page.path] : [])));
  try {
    const [now, before] = await visitAlternately(sites, pages, { runs, taps: !args.paintsOnly }, console.log);
    if (before) {
      console.log(`\nBefore (${args.baseline}) → now, visited alternately; median of ${runs} runs\n`);
      console.log(touristTable(now!, before));
      console.log(
        `\nThe largest paint against ${args.baseline}, each visit beside the baseline's${args.paintsOnly ? '' : ' (a run with taps: the browser stops at the first tap; --paints-only is the fair run)'}\n`,
      );
      console.log(lcpAgainstBaseline(now!, before));
    }
    printTouristTable(now!);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

// Runs Lighthouse (default mobile settings: a mid-range phone, simulated slow 4G, 4x CPU
// slowdown) on each page, a few times, in Debian's Chromium, and keeps the median figures.
//
//   npx tsx scripts/bench/lighthouse.ts [--routes /,/tours] [--runs 3]
//
// Alone it serves the existing build (run `npm run build` first); `npm run bench` builds first.
// The third parties (booking provider, map, avatars) are answered by stand-ins: see stand-ins.ts.
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.ts';
import { checkPhoneFonts } from './phone-fonts.ts';
import type { ManifestPage } from '../../src/lib/page-manifest.ts';
import { parseArgs } from './args.ts';
import { builtPages, selectPages } from './pages.ts';
import { median, printLighthouseTable } from './report.ts';
import { startServer } from './server.ts';
import { loadStandIns, serveStandIns, type StandIns } from './stand-ins.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The HTML document as transferred (compressed, with its headers). */
  htmlBytes: number;
  /** The site's own scripts the first view loads (compressed, with headers), those of its
   * widget frame included; not the third parties' (their stand-ins' sizes mean nothing). */
  jsBytes: number;
  /** Lighthouse's measure of the machine's speed at the time (its `benchmarkIndex`): its 4×
   * slower CPU is 4× this machine, so on a slower or busier one every task counts for more. */
  cpuIndex: number;
}

export interface FailingAudit {
  category: (typeof CATEGORIES)[number];
  id: string;
  title: string;
}

export interface RouteResult extends PageFigures {
  path: string;
  status: number;
  runs: PageFigures[];
  /** Audits below a full score in any run: why a category is not 100. */
  failing: FailingAudit[];
  /** Third-party requests the page made, answered by stand-ins. */
  thirdParty: string[];
}

export interface LighthouseRun {
  lighthouseVersion: string;
  userAgent: string;
  settings: string;
  standIns: string[];
  routes: RouteResult[];
}

export async function runLighthouse(
  baseUrl: string,
  pages: ManifestPage[],
  runs: number,
  onProgress: (message: string) => void = console.log,
): Promise<LighthouseRun> {
  const standIns = await loadStandIns();
  checkPhoneFonts();
  // One browser for all runs: Lighthouse clears the origin's cache and storage before each,
  // so every run is a first visit.
  const chrome = await launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results: RouteResult[] = [];
  let lighthouseVersion = '';
  let userAgent = '';
  try {
    // The first run in a new browser pays for its start (the first pages of a run scored up to
    // ten points lower): one run on the first page, left out of the figures, warms it up.
    if (pages[0]) await measure(browser, standIns, new URL(pages[0].path, baseUrl).href, pages[0].status);
    for (const page of pages) {
      const figures: PageFigures[] = [];
      const failing = new Map<string, FailingAudit>();
      const thirdParty = new Set<string>();
      for (let run = 1; run <= runs; run++) {
        const lhr = await measure(browser, standIns, new URL(page.path, baseUrl).href, page.status);
        lighthouseVersion = lhr.lighthouseVersion;
        userAgent = lhr.environment.hostUserAgent;
        figures.push(figuresOf(lhr));
        for (const category of CATEGORIES) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
            failing.set(ref.id, {
              category,
              id: ref.id,
              title: `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
            });
          }
        }
        for (const url of thirdPartyRequests(lhr, baseUrl)) thirdParty.add(url);
        const f = figures.at(-1)!;
        onProgress(
          `  ${page.path} run ${run}/${runs}: perf ${f.performance}, a11y ${f.accessibility}, bp ${f.bestPractices}, seo ${f.seo}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls}, CPU index ${Math.round(f.cpuIndex)}`,
        );
      }
      results.push({
        path: page.path,
        status: page.status,
        ...medianFigures(figures),
        runs: figures,
        failing: [...failing.values()],
        thirdParty: [...thirdParty],
      });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return {
    lighthouseVersion,
    userAgent,
    settings: 'default mobile (simulated throttling)',
    standIns: [...standIns.keys()],
    routes: results,
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run in a new tab. Now and then Chromium's trace of a load comes back unusable
 * (NO_NAVSTART, NO_FCP): such a run is made again, up to twice, rather than end the benchmark. */
async function measure(browser: Browser, standIns: StandIns, url: string, status: number, attempt = 1): Promise<Lhr> {
  const tab = await browser.newPage();
  await serveStandIns(tab, standIns);
  const flags = {
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: [...CATEGORIES],
    // The not-found pages answer 404 on purpose; Lighthouse would otherwise refuse them.
    ignoreStatusCode: status === 404,
  };
  const result = await lighthouse(url, flags, undefined, tab);
  await tab.close();
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  if (attempt < 3) return measure(browser, standIns, url, status, attempt + 1);
  throw new Error(`Lighthouse failed on ${url} three times: ${runtimeError.message}`);
}
interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function networkItems(lhr: Lhr): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details;
  return details && details.type === 'table' ? (details.items as unknown as NetworkItem[]) : [];
}

function figuresOf(lhr: Lhr): PageFigures {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = networkItems(lhr);
  const documentUrl = lhr.finalDisplayedUrl;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    htmlBytes: items.find((item) => item.url === documentUrl)?.transferSize ?? 0,
    jsBytes: items
      .filter(
        (item) =>
          item.resourceType === 'Script' &&
          URL.canParse(item.url) &&
          new URL(item.url).origin === new URL(documentUrl).origin,
      )
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    cpuIndex: lhr.environment.benchmarkIndex,
  };
}

function thirdPartyRequests(lhr: Lhr, baseUrl: string): string[] {
  const own = new URL(baseUrl).origin;
  return networkItems(lhr)
    .map((item) => item.url)
    .filter((url) => URL.canParse(url) && new URL(url).protocol.startsWith('http') && new URL(url).origin !== own);
}

/** Each figure's median over the runs (three runs: the middle value of each). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const keys = Object.keys(runs[0]!) as Array<keyof PageFigures>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageFigures;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const pages = selectPages(builtPages(root), args.routes);
  const server = await startServer(root);
  try {
    const run = await runLighthouse(server.url, pages, args.runs ?? 3);
    printLighthouseTable(run.routes);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: Error) => {
    console.error(`lighthouse: ${error.message}`);
    process.exit(1);
  });
}

// Prints the benchmark's figures as Markdown tables (readable in a terminal, pasted as they are
// into the README) and saves the whole result as bench-results/<timestamp>.json, so runs can
// be compared.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { benchServer } from '../bench-server.ts';
import type { BuildTimes } from './build-time.ts';
import type { DeparturesBench } from './departures.ts';
import type { LighthouseRun, RouteResult } from './lighthouse.ts';
import type { TouristResult } from './tourist.ts';

export interface BenchResult {
  date: string;
  machine: string;
  /** A tourist's first visit on a slow phone (tourist.ts). */
  tourist?: TouristResult[];
  lighthouse?: LighthouseRun;
  buildTimes?: BuildTimes;
  server?: Awaited<ReturnType<typeof benchServer>>;
  departures?: DeparturesBench;
  durationSeconds: number;
}

/** What Lighthouse guards, checked against each route's medians: a performance score of at least
 * 95 (a guard, not a target: the speed a tourist feels is tourist.ts's), no layout shift, the
 * HTML within the first round trip. */
export const TARGETS = { performanceFloor: 95, cls: 0, htmlBytes: 14 * 1024 } as const;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function markdownTable(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}

// A not-found page answers 404 and is noindex on purpose, and the browser logs the 404 as a
// console error: Lighthouse marks these down, and they are not misses.
const EXPECTED_ON_404 = new Set(['http-status-code', 'is-crawlable', 'errors-in-console']);

/** The misses of one route against the targets, in words; empty when it meets them all. */
export function misses(route: RouteResult): string[] {
  const out: string[] = [];
  const counted = route.failing.filter((audit) => route.status !== 404 || !EXPECTED_ON_404.has(audit.id));
  const fails = (category: string) => counted.some((audit) => audit.category === category);
  if (route.performance < TARGETS.performanceFloor) out.push(`performance ${route.performance}`);
  if (route.accessibility < 100) out.push(`accessibility ${route.accessibility}`);
  if (route.bestPractices < 100 && fails('best-practices')) out.push(`best practices ${route.bestPractices}`);
  if (route.seo < 100 && fails('seo')) out.push(`SEO ${route.seo}`);
  if (route.cls > TARGETS.cls) out.push(`CLS ${route.cls.toFixed(3)}`);
  if (route.htmlBytes > TARGETS.htmlBytes) out.push(`HTML ${kb(route.htmlBytes)} KB`);
  return out;
}

export function lighthouseTable(routes: RouteResult[]): string {
  const rows = routes.map((r) => [
    r.status === 200 ? r.path : `${r.path} (${r.status})`,
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    Math.round(r.lcpMs),
    Math.round(r.tbtMs),
    r.cls.toFixed(3),
    kb(r.htmlBytes),
    kb(r.jsBytes),
    Math.round(r.cpuIndex),
  ]);
  const sum = (key: 'htmlBytes' | 'jsBytes') => routes.reduce((total, r) => total + r[key], 0);
  const worst = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo') =>
    Math.min(...routes.map((r) => r[key]));
  const most = (key: 'lcpMs' | 'tbtMs' | 'cls') => Math.max(...routes.map((r) => r[key]));
  rows.push([
    `worst of ${routes.length} / total`,
    worst('performance'),
    worst('accessibility'),
    worst('bestPractices'),
    worst('seo'),
    Math.round(most('lcpMs')),
    Math.round(most('tbtMs')),
    most('cls').toFixed(3),
    kb(sum('htmlBytes')),
    kb(sum('jsBytes')),
    Math.round(Math.min(...routes.map((r) => r.cpuIndex))),
  ]);
  return markdownTable(
    ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'HTML KB', 'JS KB', 'CPU index'],
    rows,
  );
}

export function printLighthouseTable(routes: RouteResult[]): void {
  console.log(`\nLighthouse, median of each figure (bytes compressed, as transferred)\n\n${lighthouseTable(routes)}\n`);
  for (const route of routes) {
    const missed = misses(route);
    if (missed.length > 0) console.log(`MISSED ${route.path}: ${missed.join(', ')}`);
    for (const audit of route.failing) console.log(`  ${route.path} ${audit.category}/${audit.id}: ${audit.title}`);
  }
  const thirdParty = routes.filter((route) => route.thirdParty.length > 0);
  if (thirdParty.length > 0) {
    console.log('\nThird-party requests, answered by stand-ins (scripts/bench/stand-ins.ts):');
    for (const route of thirdParty) console.log(`  ${route.path}: ${route.thirdParty.join(', ')}`);
  }
}

/** Seconds per tour overall, and per tour added beyond the first build (the fixed cost left out). */
export function buildTimeTable(times: BuildTimes): string {
  const [first] = times;
  const table = markdownTable(
    ['build', 'tours', 'pages', 'seconds', 'ms per tour', 'ms per added tour'],
    times.map((t) => [
      t.label,
      t.tours,
      t.pages,
      t.seconds.toFixed(1),
      Math.round((t.seconds * 1000) / t.tours),
      first && t !== first && t.tours > first.tours
        ? Math.round(((t.seconds - first.seconds) * 1000) / (t.tours - first.tours))
        : '',
    ]),
  );
  const steps = times.map((t) => `${t.label}:\n${t.steps.map((line) => `  ${line}`).join('\n')}`).join('\n');
  return `${table}\n\n${steps}`;
}

export function serverLine(server: NonNullable<BenchResult['server']>): string {
  const line = (name: string, s: typeof server.api) =>
    `${name} ${s.requestsPerSecond} req/s, p50 ${s.latencyMs.p50} ms, p99 ${s.latencyMs.p99} ms${s.non2xx + s.errors > 0 ? `, ${s.non2xx} non-2xx, ${s.errors} errors` : ''}`;
  return `autocannon (10 connections): ${line('POST /api/send-email', server.api)}; ${line('GET / (brotli)', server.page)}`;
}

export function saveResult(root: string, result: BenchResult): string {
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${result.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

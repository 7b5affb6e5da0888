// Helpers for the tours, booking and contact browser tests, beside the shared harness.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';
import { loadedFrame } from './harness.ts';

/** Holds matching requests until `release()` is called, to see a page while it waits. */
export async function holdRequests(
  page: Page,
  pattern: string | RegExp,
): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(pattern, async (route) => {
    count += 1;
    await gate;
    await route.fallback();
  });
  return { release, held: () => count };
}

/** The query of the booking widget frame's address. */
export async function widgetFrameQuery(page: Page): Promise<URLSearchParams> {
  const src = await page.locator('iframe.widget-frame__frame').getAttribute('src');
  if (!src) throw new Error('the widget frame has no src');
  const url = new URL(src, 'http://x');
  if (url.pathname !== '/ventrata-widget.html') throw new Error(`unexpected frame address ${src}`);
  return url.searchParams;
}

/** The widget frame's document, once it has loaded. */
export async function widgetFrame(page: Page): Promise<Frame> {
  const frame = await loadedFrame(await page.locator('iframe.widget-frame__frame').elementHandle());
  if (!frame) throw new Error('the widget frame has no document');
  return frame;
}

/** Records every height the widget frame is given, from now on, in `window.__frameHeights`. */
export async function recordFrameHeights(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frame = document.querySelector('iframe.widget-frame__frame')!;
    const heights: string[] = [];
    (window as unknown as { __frameHeights: string[] }).__frameHeights = heights;
    new MutationObserver(() => heights.push(frame.getAttribute('height') ?? '')).observe(frame, {
      attributes: true,
      attributeFilter: ['height'],
    });
  });
}

export function recordedFrameHeights(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __frameHeights: string[] }).__frameHeights);
}

/** Waits until the widget frame's height attribute is `height`. */
export async function waitForFrameHeight(page: Page, height: number): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('iframe.widget-frame__frame')?.getAttribute('height') === expected,
    String(height),
  );
}

/** Posts a height report from the widget frame's own window to the tour page. */
export async function postFromFrame(frame: Frame, data: unknown): Promise<void> {
  await frame.evaluate((message) => window.parent.postMessage(message, window.location.origin), data);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A/AA violations on the page as axe-core finds them: `rule: selector` per node. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol, which the page's Content-Security-Policy does not limit.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
  });
}

interface AxeResults {
  violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
}

// axe-core for the browser tests. @axe-core/playwright needs Node 22, so axe's own script is
// added to every frame of a context before the page's scripts run (a Playwright init script,
// which the site's Content-Security-Policy does not apply to).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0, 2.1 and 2.2 rules of levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function addAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE });
}

/** Every violation on the page (frames included), one readable line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  }, WCAG_AA_TAGS);
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.help}) at ${node.replace(/\s+/g, ' ')}`));
}

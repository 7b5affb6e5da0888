// The browser the tests drive: Playwright's own switched-off features kept, and the project's
// added to them (withOffFeatures), so a new context loads no page beside the visited one.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { featuresOf, featureSwitches, OFF_FEATURES } from '../../scripts/find-chromium.ts';
import { commandLine } from './chromium-features.ts';
import { launchBrowser } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it("keeps Playwright's switched-off features and adds the project's in the one switch Chromium reads", async () => {
  const switches = featureSwitches((await commandLine(browser)) ?? '');
  expect(switches).toHaveLength(1);
  const playwrights = featuresOf(inject('playwrightFeaturesSwitch') ?? '');
  expect(playwrights).toContain('PaintHolding');
  expect(featuresOf(switches[0]!)).toEqual(expect.arrayContaining([...playwrights, ...OFF_FEATURES]));
});

it("starts none of the address bar's own pages in a new context", async () => {
  const context = await browser.newContext();
  await (await context.newPage()).goto('about:blank');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await context.close();
  expect(targetInfos.map((target) => target.url)).toEqual(['about:blank']);
});

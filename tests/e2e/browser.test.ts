// The browser the tests drive: Playwright's own switched-off features kept, and the project's
// (scripts/find-chromium.ts) added to them, so a new context loads no page beside the visited one.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { OFF_FEATURES } from '../../scripts/find-chromium.ts';
import { launchBrowser } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it("keeps Playwright's switched-off features and adds the project's in the one switch Chromium reads", async () => {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const switches = ((await page.locator('#command_line').textContent()) ?? '').match(/--disable-features=\S+/g);
  await page.close();
  expect(switches).toHaveLength(1);
  const features = switches![0].replace('--disable-features=', '').split(',');
  const playwrights = (inject('playwrightFeaturesSwitch') ?? '').replace('--disable-features=', '').split(',');
  expect(playwrights).toContain('PaintHolding');
  expect(features).toEqual(expect.arrayContaining([...playwrights, ...OFF_FEATURES]));
});

it("starts none of the address bar's own pages in a new context", async () => {
  const context = await browser.newContext();
  await (await context.newPage()).goto('about:blank');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await context.close();
  expect(targetInfos.map((target) => target.url)).toEqual(['about:blank']);
});

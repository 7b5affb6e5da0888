// Chromium's `--disable-features` as the browser tests launch it. Chromium keeps only the last
// such switch, so the project's switched-off features (OFF_FEATURES) join Playwright's own in one.
// Playwright does not publish its default arguments: they are read off chrome://version.
import type { Browser } from 'playwright-core';
import { OFF_FEATURES } from '../../scripts/find-chromium.ts';

const SWITCH = '--disable-features=';

/** The browser's command line as chrome://version shows it; null where that page shows none
 * (another browser build). */
export async function commandLine(browser: Browser): Promise<string | null> {
  const page = await browser.newPage();
  try {
    await page.goto('chrome://version');
    return await page.locator('#command_line').textContent({ timeout: 5000 });
  } catch {
    return null;
  } finally {
    await page.close();
  }
}

/** Every `--disable-features` switch of a command line. */
export const featureSwitches = (line: string): string[] => line.match(/--disable-features=\S+/g) ?? [];

/** The features a `--disable-features` switch names (none for an empty string). */
export const featuresOf = (featureSwitch: string): string[] =>
  featureSwitch.slice(SWITCH.length).split(',').filter(Boolean);

/** One switch with the features of `own` (Playwright's) and the project's. */
export const withOffFeatures = (own: string): string => SWITCH + [...featuresOf(own), ...OFF_FEATURES].join(',');

// The command line the browser tests' Chromium was launched with. Playwright does not publish
// its default arguments, and its `--disable-features` must be merged with the project's
// (withOffFeatures, scripts/find-chromium.ts): they are read off chrome://version.
import type { Browser } from 'playwright-core';

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

// Builds the site when it is stale, then serves it with the real server (contact API
// included, mail written as .eml files into a temporary DATA_DIR) for every browser test, and
// starts the stand-ins of the outside services (tests/stand-ins/outside.ts).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../server/app.ts';
import { memoryLogger } from '../../server/log.ts';
import { buildNeeded } from '../../scripts/build-freshness.ts';
import { CHROMIUM_ARGS, featureSwitches, findChromium } from '../../scripts/find-chromium.ts';
import { startOutsideStandIns } from '../stand-ins/outside.ts';
import { commandLine } from './chromium-features.ts';

const root = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    outsidePort: number;
    /** Null where chrome://version could not be read. */
    playwrightFeaturesSwitch: string | null;
  }
}

export default async function setup(project: TestProject) {
  const reason = buildNeeded(root);
  if (reason) {
    console.log(`[e2e] building the site: ${reason}`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  // Before anything is started that a failed launch would leave running.
  project.provide('playwrightFeaturesSwitch', await playwrightFeaturesSwitch());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-data-'));
  const server = createApp({
    distDir: path.join(root, 'dist/client'),
    dataDir,
    rateLimitPerMinute: 1000,
    log: memoryLogger(),
  });
  const { url } = await server.listen(0, '127.0.0.1');
  project.provide('baseUrl', url);
  project.provide('dataDir', dataDir);
  const outside = await startOutsideStandIns();
  project.provide('outsidePort', outside.port);

  return async () => {
    await Promise.all([server.close(), outside.close()]);
    await rm(dataDir, { recursive: true, force: true });
  };
}

/** The `--disable-features` switch Playwright launches Chromium with (empty: none), so that the
 * tests can add to it (harness.ts); null where the browser does not show its command line. */
async function playwrightFeaturesSwitch(): Promise<string | null> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const line = await commandLine(browser);
    if (line === null) {
      console.warn('[e2e] chrome://version shows no command line: the browser keeps its address-bar pages.');
      return null;
    }
    return featureSwitches(line)[0] ?? '';
  } finally {
    await browser.close();
  }
}

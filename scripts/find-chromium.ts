// Finds the Chromium the browser tests and the benchmarks drive. Order: CHROME_PATH, then
// Debian's /usr/bin/chromium. On Debian as root with none present, installs Debian's package
// (the only browser source this project's machines can reach); elsewhere it explains what to do.
import { existsSync } from 'node:fs';
import { installDebianPackages, isDebianRoot } from './debian-packages.ts';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function findChromium({ install = false } = {}): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  let installError = '';
  if (install && isDebianRoot()) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get)…");
    const failed = installDebianPackages(['chromium']);
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
    if (failed) installError = ` (apt-get failed: ${failed})`;
  }
  throw new Error(
    `No Chromium found for the browser tests${installError}. Install one (on Debian: \`apt-get install chromium\`) ` +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags for headless Chromium on a machine with a closed network and no sandbox support. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Features of Chromium the tests and the benchmarks switch off. Chromium's address-bar drop-down
 * is a page of its own (WebUI), and each new browser context starts two of them, whose renderers
 * load beside the visited page: some 1.5 s of CPU a context on this machine's two cores, where
 * a phone's browser has no such pages. Without them the slowest pages' first paint fell by a
 * quarter to two fifths and most of their menu taps by a fifth to two thirds in an A/B on one
 * build (docs/performance.md). */
export const OFF_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const FEATURES_SWITCH = '--disable-features=';

/** Every `--disable-features` switch of a command line. */
export const featureSwitches = (line: string): string[] => line.match(/--disable-features=\S+/g) ?? [];

/** The features a `--disable-features` switch names (none for an empty string). */
export const featuresOf = (featureSwitch: string): string[] =>
  featureSwitch.slice(FEATURES_SWITCH.length).split(',').filter(Boolean);

/** One `--disable-features` switch with the features of `own` (empty: none) and OFF_FEATURES:
 * Chromium keeps only the last such switch it is given. */
export const withOffFeatures = (own: string): string =>
  FEATURES_SWITCH + [...featuresOf(own), ...OFF_FEATURES].join(',');

/** Puppeteer merges its own `--disable-features` with this one; the tests' Playwright does not
 * (tests/e2e/harness.ts merges them there). */
export const BENCH_CHROMIUM_ARGS = [...CHROMIUM_ARGS, withOffFeatures('')];

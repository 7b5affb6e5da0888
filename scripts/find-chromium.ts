// Finds the Chromium the browser tests and the benchmarks drive. Order: CHROME_PATH, then
// Debian's /usr/bin/chromium. On Debian as root with none present, installs Debian's package
// (the only browser source this project's machines can reach); elsewhere it explains what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function findChromium({ install = false } = {}): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const isDebianRoot = existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (install && isDebianRoot) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get)…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (on Debian: `apt-get install chromium`) ' +
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

// `npm test`: makes sure a browser exists, that the configuration is valid and its generated
// modules are current, that the code passes the linter and the formatter, then runs every test
// (unit, server integration, browser, deployment).
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.ts';
import { findServices } from './find-services.ts';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let chrome: string;
try {
  chrome = findChromium({ install: true });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Installed before the first test: the Redis test in the unit run needs redis-server as much as
// the deployment test does, and would otherwise skip on a fresh machine.
const services = findServices({ install: true });
if ('missing' in services) console.warn(`Some tests will be skipped: ${services.missing}`);

run('npx', ['tsx', 'scripts/check.ts', '--check']);
run('npm', ['run', 'lint']);
run('npx', ['vitest', 'run', ...process.argv.slice(2)], { ...process.env, CHROME_PATH: chrome });
// The production setup (deploy/) with Caddy and Redis; only in a full run, not a filtered one.
if (process.argv.length <= 2) run('npm', ['run', 'test:deploy']);

// `npm test`: makes sure a browser exists, that the configuration is valid and its generated
// modules are current, that the code passes the linter and the formatter, then runs every test
// (unit, server integration, browser, deployment).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { findChromium } from './find-chromium.ts';
import { findServices } from './find-services.ts';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const running = new Set<ChildProcess>();

/** Runs a command beside others, its output printed whole once it ends. A failure stops the
 * others and the run. */
async function together(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const [status] = (await once(child, 'close')) as [number | null];
  running.delete(child);
  process.stdout.write(Buffer.concat(output));
  if (status === 0) return;
  for (const other of running) other.kill();
  process.exit(status ?? 1);
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

// The checks and the linter side by side: each keeps to one core.
await Promise.all([together('npx', ['tsx', 'scripts/check.ts', '--check']), together('npm', ['run', 'lint'])]);
run('npx', ['vitest', 'run', ...process.argv.slice(2)], { ...process.env, CHROME_PATH: chrome });
// The production setup (deploy/) with Caddy and Redis; only in a full run, not a filtered one.
if (process.argv.length <= 2) run('npm', ['run', 'test:deploy']);

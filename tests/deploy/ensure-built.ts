// Builds the site when dist/ is stale, as the browser tests do (tests/e2e/global-setup.ts), with
// the same freshness rule. The build runs under `flock` when it exists, so that test runs which
// start together build once instead of overwriting each other's dist/.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildNeeded } from '../../scripts/build-freshness.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const BUILD_LOCK = '/tmp/site-build.lock';

export function ensureBuilt(label: string): void {
  // SITE_URL is a runtime setting of the servers under test, not of this build.
  const env = { ...process.env, SITE_URL: undefined };
  const reason = buildNeeded(root, env);
  if (!reason) return;
  console.log(`[${label}] building the site: ${reason}`);
  const build = [process.execPath, '--import', 'tsx', 'scripts/build.ts'];
  const hasFlock = spawnSync('flock', ['--version']).status === 0;
  // Inside the lock the freshness is checked again: another run may have just built.
  const recheck = [process.execPath, '--import', 'tsx', path.join(import.meta.dirname, 'build-if-stale.ts')];
  const [command = '', ...args] = hasFlock ? ['flock', BUILD_LOCK, ...recheck] : build;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('npm run build failed');
}

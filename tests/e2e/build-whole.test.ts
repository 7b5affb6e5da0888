// A build is put in place whole or not at all (scripts/build.ts): one killed halfway, while it
// writes its pages, leaves the last complete build served as it was, and `npm start` (through
// build-freshness.ts) still finds that build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { expect, it } from 'vitest';
import { BUILD_INFO, buildNeeded } from '../../scripts/build-freshness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The served build as it stands: what it holds, and when each page of it was written. */
function servedBuild() {
  const tours = path.join(root, 'dist/client/tours');
  return {
    info: read(BUILD_INFO),
    pages: read('dist/pages.json'),
    written: readdirSync(tours, { recursive: true }).map((file) => [
      file,
      statSync(path.join(tours, String(file))).mtimeMs,
    ]),
  };
}

it('leaves the last complete build in place when a build is killed halfway', async () => {
  const before = servedBuild();
  // In a process group of its own: the build and its prerendering children are killed together.
  const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const exited = once(build, 'exit');
  // Killed once it is writing the pages of the new build.
  const pages = path.join(root, 'dist.next/client/tours');
  await expect
    .poll(() => existsSync(pages) && readdirSync(pages).length > 0, { timeout: 60_000, interval: 20 })
    .toBe(true);
  process.kill(-build.pid!, 'SIGKILL');
  await exited;
  // Not a file of the served build was written again, not even with the same bytes.
  expect(servedBuild()).toEqual(before);
  // The finished build's marker is still there: `npm start` serves it (rebuilding only for a
  // changed source or SITE_URL, as after any build).
  expect(buildNeeded(root)).not.toBe('no build yet');
  // What the killed build left: the next build starts by removing it too.
  rmSync(path.join(root, 'dist.next'), { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

// Run by ensure-built.ts while holding the build lock: builds only if dist/ is still stale.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildNeeded } from '../../scripts/build-freshness.ts';

const root = path.resolve(import.meta.dirname, '../..');
if (buildNeeded(root)) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

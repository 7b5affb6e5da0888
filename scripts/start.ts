// `npm start`: builds the site when dist/client is missing or older than its sources (the rule
// lives in build-freshness.ts, shared with the browser tests), then runs the production server
// (server/index.ts) over it on http://localhost:5000 (PORT, HOST).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNeeded } from './build-freshness.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function fail(message: string): never {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

const reason = buildNeeded(ROOT);
if (reason) {
  if (!existsSync(path.join(ROOT, 'scripts/build.ts'))) {
    fail(
      `the site needs a build (${reason}), but scripts/build.ts does not exist, so \`npm run build\` cannot make one`,
    );
  }
  console.log(`npm start: building the site first (${reason})`);
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    fail(`the build failed (exit code ${result.status ?? result.signal}); fix the error above and run npm start again`);
  }
}
const { main } = await import('../server/index.ts');
await main({ serveSite: true });

// Finds Caddy and Redis, the real services of the Redis test (server/contact/redis.test.ts) and
// of `npm run test:deploy`. On Debian as root, installs Debian's `caddy` and `redis-server`
// packages when they are missing (as find-chromium.ts does for the browser); elsewhere it says
// what is missing, and the tests that need them skip with that message.
import { spawnSync } from 'node:child_process';
import { installDebianPackages, isDebianRoot } from './debian-packages.ts';

export interface Services {
  caddy: string;
  redisServer: string;
  redisCli: string;
}

const PACKAGES = { caddy: 'caddy', 'redis-server': 'redis-server', 'redis-cli': 'redis-server' } as const;

function which(command: string): string | undefined {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  const found = result.stdout.trim();
  return result.status === 0 && found !== '' ? found : undefined;
}

/** The tools, or a message naming what is missing and how to get it. */
export function findServices({ install = false } = {}): Services | { missing: string } {
  const lookup = () => Object.fromEntries(Object.keys(PACKAGES).map((command) => [command, which(command)]));
  let found = lookup();
  const absent = () => Object.keys(PACKAGES).filter((command) => !found[command]);
  let installError = '';
  if (absent().length > 0 && install && isDebianRoot()) {
    const packages = [...new Set(absent().map((command) => PACKAGES[command as keyof typeof PACKAGES]))];
    console.log(`[deploy] installing Debian's ${packages.join(' and ')} (apt-get)…`);
    const failed = installDebianPackages(packages);
    if (failed) installError = ` (apt-get failed: ${failed})`;
    found = lookup();
  }
  const missing = absent();
  if (missing.length > 0) {
    return {
      missing:
        `${missing.join(', ')} not found${installError}. Install Caddy (2.5 or later) and Redis ` +
        '(on Debian: `apt-get install caddy redis-server`) to run the Redis and deployment tests.',
    };
  }
  return { caddy: found.caddy!, redisServer: found['redis-server']!, redisCli: found['redis-cli']! };
}

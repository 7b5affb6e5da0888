// Whether dist/ is older than anything it is built from, so `npm start` and the browser tests
// rebuild only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const BUILD_SOURCES = ['src', 'public', 'photos', 'schema', 'scripts', 'tours.yaml', 'site.yaml', 'index.html', 'vite.config.ts', 'package-lock.json'];
export const BUILD_MARKER = 'dist/client/index.html';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The reason a build is needed, or undefined when dist/ is current. */
export function buildNeeded(root: string): string | undefined {
  const marker = path.join(root, BUILD_MARKER);
  if (!existsSync(marker)) return 'no build yet';
  const built = statSync(marker).mtimeMs;
  const changed = BUILD_SOURCES.find((source) => newestMtime(path.join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

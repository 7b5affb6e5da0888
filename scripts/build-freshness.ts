// Whether dist/ is older than anything it is built from, so `npm start` and the browser tests
// rebuild only when needed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseOrigin } from '../server/config.ts';

export const BUILD_SOURCES = [
  'src',
  'public',
  'photos',
  'schema',
  'scripts',
  'tours.yaml',
  'site.yaml',
  'vite.config.ts',
  'package-lock.json',
];
/** What the build was made with besides its sources (written by scripts/build.ts), the last file
 * of a build: dist/ is put in place whole, so a build that did not finish left none. */
export const BUILD_INFO = 'dist/build-info.json';
export const BUILD_MARKER = BUILD_INFO;

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export interface BuildInfo {
  siteUrl: string;
  /** Whether siteUrl came from SITE_URL (rather than site.yaml). */
  siteUrlFromEnv: boolean;
  /** The year the build was made in: the footers' copyright year. */
  year: number;
}

/** The reason a build is needed, or undefined when dist/ is current (`now`: for the year). */
export function buildNeeded(root: string, env: NodeJS.ProcessEnv = process.env, now = new Date()): string | undefined {
  const marker = path.join(root, BUILD_MARKER);
  if (!existsSync(marker)) return 'no build yet';
  const infoFile = path.join(root, BUILD_INFO);
  const info = existsSync(infoFile) ? (JSON.parse(readFileSync(infoFile, 'utf8')) as BuildInfo) : undefined;
  const wanted = env.SITE_URL === undefined ? undefined : (parseOrigin(env.SITE_URL) ?? env.SITE_URL);
  if (wanted !== (info?.siteUrlFromEnv ? info.siteUrl : undefined)) {
    return wanted ? `SITE_URL is now ${wanted}` : 'SITE_URL is no longer set';
  }
  // Every page's footer names the year (© 2026): a new year needs new pages.
  if (info?.year !== now.getFullYear()) return `the build is from ${info?.year ?? 'an earlier year'}`;
  const built = statSync(marker).mtimeMs;
  const changed = BUILD_SOURCES.find((source) => newestMtime(path.join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

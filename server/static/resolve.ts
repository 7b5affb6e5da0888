// Maps a request path onto the prerendered site in distDir, with the page manifest the build
// writes beside it (dist/pages.json, from the route table):
//   /                  → index.html;  /es/ → es/index.html (a language's home keeps its slash)
//   /tours/colosseum   → tours/colosseum/index.html
//   /assets/x-1a2b.js  → assets/x-1a2b.js (any path whose last segment has an extension)
//   /tours/            → 301 to /tours (one URL per page, for caches and search engines)
//   /es                → 301 to /es/
//   /es/book/vatican   → 301 to /es/tours/vatican#book (a tour's booking is on its page)
//   /es/tours/<unknown> → 404 with the manifest's placeholder for /es/tours/ ("Coming Soon")
//   anything else      → 404 with the 404 page of the path's language
//   /tours/index.html  → 301 to /tours; /404.html → 404 (a page has one URL)
// placeholders/ and dot-files are never served directly.
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BOOKING_PANEL_ID } from '../../src/lib/tour-anchors.ts';
import type { ManifestPage } from '../../src/lib/page-manifest.ts';
import type { InlineHashes } from './csp.ts';

const manifests = new Map<string, { version: string; entries: Promise<ManifestPage[]> }>();

/** The manifest beside distDir (`dist/pages.json` for `dist/client`); none = []. Read again when
 * the file changes, as the pages are (file-cache.ts): a new build's pages with the old build's
 * CSP hashes would have their inline style and scripts refused. */
export async function manifestOf(distDir: string): Promise<ManifestPage[]> {
  const file = path.join(distDir, '..', 'pages.json');
  const stats = await stat(file).catch(() => undefined);
  const version = stats ? `${stats.mtimeMs} ${stats.size}` : 'none';
  const known = manifests.get(distDir);
  if (known?.version === version) return known.entries;
  const entries = readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as ManifestPage[])
    .catch(() => {
      // Missing or half written: none for now, read again at the next request.
      manifests.delete(distDir);
      return [];
    });
  manifests.set(distDir, { version, entries });
  return entries;
}

/** A page of the manifest, found on disk. */
export interface PageFile {
  file: string;
  stats: Stats;
  hashes: Required<InlineHashes>;
}

export type Resolution =
  | { kind: 'file'; file: string; relative: string; stats: Stats; hashes?: Required<InlineHashes> }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing'; page?: PageFile };

export async function resolvePath(distDir: string, rawPath: string, search: string): Promise<Resolution> {
  const manifest = await manifestOf(distDir);
  const missing = (decoded: string) => missingPage(distDir, manifest, decoded);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return missing('/');
  }
  // A backslash is a separator on Windows and, in a Location header, turns into `//host`.
  if (decoded.includes('\0') || decoded.includes('\\')) return missing('/');
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return missing('/');

  const page = manifest.find((entry) => entry.status === 200 && entry.path === decoded);
  if (page) {
    const file = path.join(distDir, page.file);
    const stats = await fileStats(file);
    if (stats) return { kind: 'file', file, relative: page.file, stats, hashes: page.hashes };
  }
  const booking = /^((?:\/[^/]+)?)\/book\/([^/]+)$/.exec(decoded);
  const tour =
    booking &&
    manifest.find(
      (entry) => entry.route === 'tour' && entry.status === 200 && entry.path === `${booking[1]}/tours/${booking[2]}`,
    );
  if (tour) return { kind: 'redirect', location: `${tour.path}#${BOOKING_PANEL_ID}` };
  if (manifest.some((entry) => entry.status === 200 && entry.path === `${decoded}/`)) {
    return { kind: 'redirect', location: `${decoded}/${search}` };
  }

  if (rawPath.length > 1 && rawPath.endsWith('/')) {
    // Rebuilt from the segments so that `//evil.example/` can never become `//evil.example`.
    const raw = rawPath.split('/').filter((segment) => segment !== '');
    return { kind: 'redirect', location: `/${raw.join('/')}${search}` };
  }
  if (segments[0] === 'placeholders') return missing(decoded);
  if (segments.at(-1) === 'index.html')
    return { kind: 'redirect', location: `/${segments.slice(0, -1).join('/')}${search}` };
  if (segments.some((segment) => segment === '404.html')) return missing(decoded);

  const last = segments.at(-1) ?? '';
  const relative = last.includes('.') ? segments.join('/') : [...segments, 'index.html'].join('/');
  const file = path.join(distDir, relative);
  const stats = await fileStats(file);
  if (stats) return { kind: 'file', file, relative, stats };
  return missing(decoded);
}

/**
 * The page for an address nothing answers: a placeholder when the address is one segment under
 * its prefix (`/es/tours/x`), else the 404 page whose language prefix is the longest match.
 */
async function missingPage(distDir: string, manifest: ManifestPage[], decoded: string): Promise<Resolution> {
  const candidates = manifest
    .filter(({ status, placeholderFor: prefix }) => {
      if (status !== 404 || !prefix || !decoded.startsWith(prefix)) return false;
      const rest = decoded.slice(prefix.length);
      const isLanguage404 =
        prefix.endsWith('/') && manifest.some((entry) => entry.status === 200 && entry.path === prefix);
      return isLanguage404 || (rest !== '' && !rest.includes('/'));
    })
    .sort((a, b) => (b.placeholderFor?.length ?? 0) - (a.placeholderFor?.length ?? 0));
  for (const page of candidates) {
    const file = path.join(distDir, page.file);
    const stats = await fileStats(file);
    if (stats) return { kind: 'missing', page: { file, stats, hashes: page.hashes } };
  }
  return { kind: 'missing' };
}

async function fileStats(file: string): Promise<Stats | undefined> {
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

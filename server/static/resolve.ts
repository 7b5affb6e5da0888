// Maps a request path onto the prerendered site in distDir:
//   /                  → index.html
//   /tours/colosseum   → tours/colosseum/index.html
//   /assets/x-1a2b.js  → assets/x-1a2b.js (any path whose last segment has an extension)
//   /tours/            → 301 to /tours (one URL per page, for caches and search engines)
//   /tours/<unknown>   → 404 with placeholders/tour.html ("Coming Soon")
//   /book/<unknown>    → 404 with placeholders/booking.html
//   anything else      → 404 with 404.html
//   /tours/index.html  → 301 to /tours; /404.html → 404 (a page has one URL)
// placeholders/ and dot-files are never served directly.
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

export type Resolution =
  | { kind: 'file'; file: string; relative: string; stats: Stats }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing'; page?: { file: string; stats: Stats } };

export async function resolvePath(distDir: string, rawPath: string, search: string): Promise<Resolution> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return missing(distDir, []);
  }
  // A backslash is a separator on Windows and, in a Location header, turns into `//host`.
  if (decoded.includes('\0') || decoded.includes('\\')) return missing(distDir, []);
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return missing(distDir, []);

  if (rawPath.length > 1 && rawPath.endsWith('/')) {
    // Rebuilt from the segments so that `//evil.example/` can never become `//evil.example`.
    const raw = rawPath.split('/').filter((segment) => segment !== '');
    return { kind: 'redirect', location: `/${raw.join('/')}${search}` };
  }
  if (segments[0] === 'placeholders') return missing(distDir, segments);
  if (segments.at(-1) === 'index.html')
    return { kind: 'redirect', location: `/${segments.slice(0, -1).join('/')}${search}` };
  if (segments.length === 1 && segments[0] === '404.html') return missing(distDir, segments);

  const last = segments.at(-1) ?? '';
  const relative = last.includes('.') ? segments.join('/') : [...segments, 'index.html'].join('/');
  const file = path.join(distDir, relative);
  const stats = await fileStats(file);
  if (stats) return { kind: 'file', file, relative, stats };
  return missing(distDir, segments);
}

async function missing(distDir: string, segments: string[]): Promise<Resolution> {
  const placeholder =
    segments.length === 2 && segments[0] === 'tours'
      ? 'placeholders/tour.html'
      : segments.length === 2 && segments[0] === 'book'
        ? 'placeholders/booking.html'
        : undefined;
  for (const page of [placeholder, '404.html']) {
    const file = page && path.join(distDir, page);
    const stats = file && (await fileStats(file));
    if (file && stats) return { kind: 'missing', page: { file, stats } };
  }
  return { kind: 'missing' };
}

async function fileStats(file: string): Promise<Stats | undefined> {
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

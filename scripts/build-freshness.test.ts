import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_INFO, BUILD_MARKER, buildNeeded, type BuildInfo } from './build-freshness.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(info?: BuildInfo): void {
  root = mkdtempSync(path.join(os.tmpdir(), 'freshness-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src/app.tsx'), '');
  const old = new Date(Date.now() - 60_000);
  utimesSync(path.join(root, 'src/app.tsx'), old, old);
  utimesSync(path.join(root, 'src'), old, old);
  mkdirSync(path.join(root, 'dist/client'), { recursive: true });
  writeFileSync(path.join(root, BUILD_MARKER), '<!doctype html>');
  if (info) writeFileSync(path.join(root, BUILD_INFO), JSON.stringify(info));
}

describe('buildNeeded', () => {
  it('asks for a first build, then for a build after a source changes', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'freshness-'));
    expect(buildNeeded(root, {})).toBe('no build yet');
    rmSync(root, { recursive: true });

    project({ siteUrl: 'https://www.example.com', siteUrlFromEnv: false, year: new Date().getFullYear() });
    expect(buildNeeded(root, {})).toBeUndefined();
    writeFileSync(path.join(root, 'src/app.tsx'), 'changed');
    // Set explicitly: on a busy machine the edit and the build marker can share a millisecond.
    const later = new Date(Date.now() + 10_000);
    utimesSync(path.join(root, 'src/app.tsx'), later, later);
    expect(buildNeeded(root, {})).toBe('src changed since the last build');
  });

  it('rebuilds when SITE_URL is set, changed or unset since the last build', () => {
    project({ siteUrl: 'https://www.example.com', siteUrlFromEnv: false, year: new Date().getFullYear() });
    expect(buildNeeded(root, { SITE_URL: 'https://tours.example.org' })).toBe(
      'SITE_URL is now https://tours.example.org',
    );
    rmSync(root, { recursive: true });

    project({ siteUrl: 'https://tours.example.org', siteUrlFromEnv: true, year: new Date().getFullYear() });
    expect(buildNeeded(root, { SITE_URL: 'https://tours.example.org/' })).toBeUndefined();
    expect(buildNeeded(root, { SITE_URL: 'https://other.example.org' })).toBe(
      'SITE_URL is now https://other.example.org',
    );
    expect(buildNeeded(root, {})).toBe('SITE_URL is no longer set');
  });

  it('rebuilds in a new year: every footer names the year', () => {
    project({ siteUrl: 'https://www.example.com', siteUrlFromEnv: false, year: 2026 });
    expect(buildNeeded(root, {}, new Date('2026-12-31T23:59:00'))).toBeUndefined();
    expect(buildNeeded(root, {}, new Date('2027-01-01T00:01:00'))).toBe('the build is from 2026');
  });
});

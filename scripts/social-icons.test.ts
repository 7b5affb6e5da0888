import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS, socialIconSvg, writeSocialIcons } from './social-icons.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'social-icons-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeSocialIcons', () => {
  it('writes one standalone SVG per network into icons/', async () => {
    writeSocialIcons(dir);
    expect((await readdir(path.join(dir, 'icons'))).sort()).toEqual([
      'facebook.svg',
      'instagram.svg',
      'linkedin.svg',
      'tiktok.svg',
      'youtube.svg',
    ]);
    for (const network of SOCIAL_NETWORKS) {
      const svg = await readFile(path.join(dir, 'icons', `${network}.svg`), 'utf8');
      // Loaded as an image (a CSS mask), an SVG needs its namespace; the paths are drawn on 24×24.
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"><path d="M[^"]+"\/><\/svg>\n$/,
      );
    }
  });

  it('draws LinkedIn with the hand-written path (simple-icons has none)', () => {
    expect(socialIconSvg('linkedin')).toContain('d="M4.98 3.5a2.5');
  });
});

describe('social-icons.css', () => {
  it('masks every network with its icon file', async () => {
    const css = await readFile(path.join(import.meta.dirname, '../src/app/layout/social-icons.css'), 'utf8');
    for (const network of SOCIAL_NETWORKS) {
      expect(css).toMatch(
        new RegExp(`\\.social-icon--${network} \\{\\s*--social-icon: url\\(/icons/${network}\\.svg\\);`),
      );
    }
  });
});

import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDir, compressInChild, compressionLevels } from './compress.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'compress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const big = (text: string) => text.repeat(Math.ceil(4096 / text.length));

describe('compressDir', () => {
  it('writes brotli and gzip siblings that decompress to the original', async () => {
    await mkdir(path.join(dir, 'assets'));
    const html = big('<p>Colosseum</p>');
    const js = big('console.log("Pantheon");');
    await writeFile(path.join(dir, 'index.html'), html);
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), js);
    const summary = await compressDir(dir);
    expect(summary.files).toBe(2);
    expect(summary.brotliBytes).toBeLessThan(summary.bytes);
    expect(zlib.brotliDecompressSync(await readFile(path.join(dir, 'index.html.br'))).toString()).toBe(html);
    expect(zlib.gunzipSync(await readFile(path.join(dir, 'index.html.gz'))).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(await readFile(path.join(dir, 'assets', 'app-abc123.js.br'))).toString()).toBe(js);
  });

  it.each(['style.css', 'logo.svg', 'data.json', 'sitemap.xml', 'robots.txt', 'site.webmanifest'])(
    'compresses %s',
    async (name) => {
      await writeFile(path.join(dir, name), big('abc '));
      await compressDir(dir);
      expect((await readdir(dir)).sort()).toEqual([name, `${name}.br`, `${name}.gz`].sort());
    },
  );

  it('skips small files, images and its own output, so running it twice changes nothing', async () => {
    await writeFile(path.join(dir, 'tiny.html'), '<p>hi</p>');
    await writeFile(path.join(dir, 'photo.webp'), Buffer.alloc(5000, 1));
    await writeFile(path.join(dir, 'page.html'), big('<p>Vatican</p>'));
    await compressDir(dir);
    const once = (await readdir(dir)).sort();
    expect(once).toEqual(['page.html', 'page.html.br', 'page.html.gz', 'photo.webp', 'tiny.html']);
    expect((await compressDir(dir)).files).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(once);
  });

  it('leaves the dot-folders the server never serves, but not .well-known', async () => {
    await mkdir(path.join(dir, '.vite'));
    await mkdir(path.join(dir, '.well-known'));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), big('{"a": 1}'));
    await writeFile(path.join(dir, '.well-known', 'security.txt'), big('Contact: x\n'));
    expect((await compressDir(dir)).files).toBe(1);
    expect(await readdir(path.join(dir, '.vite'))).toEqual(['manifest.json']);
    expect((await readdir(path.join(dir, '.well-known'))).sort()).toEqual([
      'security.txt',
      'security.txt.br',
      'security.txt.gz',
    ]);
  });
});

describe('compressDir in parts and processes', () => {
  it('compresses a folder left out before on its own, in a child process', async () => {
    await mkdir(path.join(dir, 'assets'));
    const js = big('export const colosseum = "Colosseum";');
    await writeFile(path.join(dir, 'assets', 'tour-abc123.js'), js);
    await writeFile(path.join(dir, 'index.html'), big('<p>Pantheon</p>'));

    expect(await compressDir(dir, { exclude: ['assets'], processes: 0 })).toMatchObject({ files: 1 });
    expect(await readdir(path.join(dir, 'assets'))).toEqual(['tour-abc123.js']);
    expect(await compressDir(path.join(dir, 'assets'), { processes: 1 })).toMatchObject({ files: 1, bytes: js.length });
    const br = await readFile(path.join(dir, 'assets', 'tour-abc123.js.br'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(js);
  });

  it('leaves out the files named in exclude (the pages the prerender compressed)', async () => {
    await mkdir(path.join(dir, 'tours', 'colosseum'), { recursive: true });
    await writeFile(path.join(dir, 'tours', 'colosseum', 'index.html'), big('<p>Colosseum</p>'));
    await writeFile(path.join(dir, 'sitemap.xml'), big('<url/>'));
    expect(await compressDir(dir, { exclude: ['tours/colosseum/index.html'], processes: 0 })).toMatchObject({
      files: 1,
    });
    expect(await readdir(path.join(dir, 'tours', 'colosseum'))).toEqual(['index.html']);
  });

  it('shares the files among the processes and adds up what they did', async () => {
    const pages = Array.from({ length: 7 }, (_, i) => big(`<p>Tour ${i}</p>`.repeat(i + 1)));
    for (const [i, page] of pages.entries()) await writeFile(path.join(dir, `${i}.html`), page);
    const summary = await compressDir(dir, { processes: 3 });
    expect(summary).toMatchObject({ files: 7, bytes: pages.reduce((sum, page) => sum + page.length, 0) });
    for (const [i, page] of pages.entries())
      expect(zlib.gunzipSync(await readFile(path.join(dir, `${i}.html.gz`))).toString()).toBe(page);
  });

  it('fails when a child fails', async () => {
    await expect(compressInChild([path.join(dir, 'missing.html')])).rejects.toThrow(/failed/);
  });
});

describe('compressionLevels', () => {
  it.each([
    ['assets/index-abc123.js', 11, 9],
    ['assets/index-abc123.css', 11, 9],
    ['icons/facebook.svg', 11, 9],
    ['booking-config.json', 11, 9],
    ['tours/colosseum/index.html', 6, 6],
    ['sitemap.xml', 6, 6],
  ])('%s: brotli %i, gzip %i', (file, brotli, gzip) => {
    expect(compressionLevels(file)).toEqual({ brotli, gzip });
  });
});

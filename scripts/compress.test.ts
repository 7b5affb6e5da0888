import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDir } from './compress.ts';

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
});

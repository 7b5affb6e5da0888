import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDirectory } from './make-directory.ts';
import { tempDir } from './test/helpers.ts';

let temp: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  temp = await tempDir();
});
afterAll(async () => {
  await temp.remove();
});

describe('makeDirectory', () => {
  it('makes a folder and its missing parents, and accepts one that exists', async () => {
    const dir = path.join(temp.dir, 'a', 'b', 'c');
    await makeDirectory(dir);
    await makeDirectory(dir);
    expect((await stat(dir)).isDirectory()).toBe(true);
  });

  it('fails where a file stands in the way', async () => {
    const file = path.join(temp.dir, 'file');
    await writeFile(file, '');
    await expect(makeDirectory(file)).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(makeDirectory(path.join(file, 'inside'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  // Node's own recursive mkdir never settles here.
  it.skipIf(process.platform !== 'linux')(
    'fails, and at once, where the parent refuses new folders (/proc)',
    async () => {
      const settled = makeDirectory('/proc/no-such-site/data').then(
        () => 'made',
        (error: NodeJS.ErrnoException) => error.code,
      );
      const hung = new Promise((resolve) => setTimeout(() => resolve('still trying after 2 s'), 2000).unref());
      expect(await Promise.race([settled, hung])).toBe('ENOENT');
    },
  );
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { preactInTheBrowser } from './preact-in-the-browser.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
let dir: string;

// Inside the project, so that the modules resolve from its node_modules.
beforeAll(async () => {
  dir = await mkdtemp(path.join(ROOT, 'node_modules/.bundle-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Builds `code` as the browser's bundle (or the server's) with the plugin; the modules bundled. */
async function bundle(code: string, { ssr = false } = {}): Promise<Rolldown.OutputChunk> {
  const entry = path.join(dir, `entry-${Math.random().toString(36).slice(2)}.js`);
  await writeFile(entry, code);
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [preactInTheBrowser()],
    build: { write: false, ssr: ssr ? entry : false, rolldownOptions: ssr ? {} : { input: entry } },
  })) as Rolldown.RolldownOutput;
  return output.output[0];
}

describe('preactInTheBrowser', () => {
  it("gives the browser's code Preact where it imports React", async () => {
    const chunk = await bundle(
      "import { useState } from 'react'; import { hydrateRoot } from 'react-dom/client'; console.log(useState, hydrateRoot);",
    );
    expect(chunk.moduleIds.some((id) => id.includes('/node_modules/preact/'))).toBe(true);
    expect(chunk.moduleIds.filter((id) => /\/node_modules\/(react|react-dom)\//.test(id))).toEqual([]);
  });

  it("leaves the server's code React", async () => {
    const chunk = await bundle("import { renderToString } from 'react-dom/server'; console.log(renderToString);", {
      ssr: true,
    });
    expect(chunk.code).toMatch(/from "react-dom\/server"/);
    expect(chunk.code).not.toMatch(/preact/);
  });

  it('stops the build, naming the module, when React itself would reach the browser', async () => {
    await expect(
      bundle("import { renderToString } from 'react-dom/server'; console.log(renderToString);"),
    ).rejects.toThrow(/node_modules\/react-dom\/server\S* reached the browser's code: map its import/);
  });
});

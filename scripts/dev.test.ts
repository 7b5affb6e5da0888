// `npm run dev` as a maintainer meets it: pages rendered on request, the booking frame's
// settings, and the islands' code with React's imports answered by Preact's.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './bench/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
let dev: ChildProcess;
let viteUrl: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dev-test-'));
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: ROOT,
    // The contact API's messages go to a throw-away folder, not var/.
    env: { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  viteUrl = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // Vite prints its address once it listens (5173, or the next free port).
      const url = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(stripVTControlCharacters(output))?.[1];
      if (url) resolve(url);
    };
    dev.stdout!.on('data', read);
    dev.stderr!.on('data', read);
    dev.once('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${output}`)));
  });
}, 60_000);

afterAll(async () => {
  if (dev.exitCode === null) {
    dev.kill('SIGTERM');
    await once(dev, 'exit');
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('renders a tour page on request', async () => {
    const response = await fetch(`${viteUrl}/tours/colosseum`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-island="features/booking/booking-panel"');
    // Started as a build's page starts it, once the main photo has arrived.
    expect(html).toContain(
      '<script type="module" src="/src/app/runtime-start.ts" data-runtime="/src/app/entry-client.tsx">',
    );
    expect((await fetch(`${viteUrl}/src/app/runtime-start.ts`)).status).toBe(200);
  });

  it("answers the booking frame's settings with every language's texts, and keeps running", async () => {
    const response = await fetch(`${viteUrl}/booking-config.json`);
    expect(response.status).toBe(200);
    const config = (await response.json()) as { texts: Record<string, { loading: string }> };
    expect(Object.keys(config.texts)).toEqual(expect.arrayContaining(['en', 'es']));
    expect((await fetch(`${viteUrl}/booking-config.json`)).status).toBe(200);
    expect(dev.exitCode).toBeNull();
  });

  it('gives the islands Preact where they import React', async () => {
    const code = await (await fetch(`${viteUrl}/src/app/islands/hydrate.tsx`)).text();
    expect(code).toMatch(/from "\/node_modules\/\.vite\/deps\/preact_compat_client\.js/);
    expect(code).not.toMatch(/from "[^"]*react-dom/);
  });

  it("loads Preact's checks, and leaves out React's Fast Refresh, which cannot update Preact", async () => {
    const runtime = await (await fetch(`${viteUrl}/src/app/entry-client.tsx`)).text();
    expect(runtime).toMatch(/import\("\/node_modules\/\.vite\/deps\/preact_debug\.js/);
    const island = await (await fetch(`${viteUrl}/src/features/contact/contact-form.tsx`)).text();
    expect(island).toContain('export function ContactForm');
    expect(island).not.toMatch(/RefreshReg|react-refresh/);
  });
});

// Start-up errors an operator can act on: clear text naming the variable, no stack trace.
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { start, StartupError } from './index.ts';
import { memoryLogger } from './log.ts';
import { tempDir } from './test/helpers.ts';

let data: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  data = await tempDir();
});
afterAll(() => data.remove());

const env = (vars: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ PORT: '0', DATA_DIR: data.dir, ...vars });

describe('start', () => {
  it('logs where messages go when no SMTP_URL is set', async () => {
    const log = memoryLogger();
    const server = await start(env({}), { serveSite: false, log });
    await server.close();
    expect(log.records.find((record) => record.msg.startsWith('no SMTP_URL'))).toMatchObject({
      mailDir: path.join(data.dir, 'mail'),
    });
    expect(log.records.find((record) => record.msg === 'server listening')?.url).toBe(server.url);
  });

  it('refuses a bad PORT and a malformed SMTP_URL together', async () => {
    const failure = start(env({ PORT: 'eighty', SMTP_URL: 'smtp//mail' }), { serveSite: false });
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toMatchObject({
      problems: [expect.stringMatching(/^PORT: "eighty"/), expect.stringMatching(/^SMTP_URL: "smtp\/\/mail"/)],
    });
  });

  it('refuses a DATA_DIR it cannot write', async () => {
    // A folder below a regular file can never be created, whoever runs the test (even root).
    const file = path.join(data.dir, 'a-file');
    await writeFile(file, '');
    const failure = start(env({ DATA_DIR: path.join(file, 'var') }), { serveSite: false });
    await expect(failure).rejects.toBeInstanceOf(StartupError);
    await expect(failure).rejects.toThrow(/^DATA_DIR: cannot write to ".*a-file\/var" \(ENOTDIR\)/);
  });

  it('refuses a PORT that is already in use', async () => {
    const first = await start(env({}), { serveSite: false, log: memoryLogger() });
    const port = new URL(first.url).port;
    try {
      await expect(start(env({ PORT: port }), { serveSite: false, log: memoryLogger() })).rejects.toThrow(
        `PORT: ${port} is already in use on 127.0.0.1`,
      );
    } finally {
      await first.close();
    }
  });
});

describe('server/index.ts as a process', () => {
  it('prints the problems without a stack trace and exits with 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: '99999', DATA_DIR: data.dir, SMTP_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Cannot start the server:\n  PORT: "99999" is not allowed');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});

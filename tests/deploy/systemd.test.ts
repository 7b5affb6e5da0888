// The service unit passes `systemd-analyze verify`: no unknown keys, no invalid values, an
// executable ExecStart. Skipped (visibly) where systemd's tools are not installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const UNIT = path.resolve(import.meta.dirname, '../../deploy/rome-tours@.service');
const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;
if (!analyze) console.warn('\n[deploy] systemd-analyze not found: the service unit check is SKIPPED\n');

describe.skipIf(!analyze)('deploy/rome-tours@.service', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'unit-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Verifies the unit as instance 5001 (a template is verified through an instance). */
  function verify(text: string): { status: number | null; output: string } {
    const template = path.join(dir, 'rome-tours@.service');
    const instance = path.join(dir, 'rome-tours@5001.service');
    rmSync(template, { force: true });
    rmSync(instance, { force: true });
    writeFileSync(template, text);
    symlinkSync('rome-tours@.service', instance);
    const result = spawnSync('systemd-analyze', ['verify', instance], { encoding: 'utf8', cwd: dir });
    return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
  }

  it('passes systemd-analyze verify without a warning', () => {
    expect(verify(readFileSync(UNIT, 'utf8'))).toEqual({ status: 0, output: '' });
  });

  it('is checked for real: a misspelt setting is reported', () => {
    const broken = readFileSync(UNIT, 'utf8').replace('ProtectSystem=strict', 'ProtectSystem=stricter');
    expect(verify(broken).output).toContain('stricter');
  });

  it('runs the production server with the settings the server expects', () => {
    const unit = readFileSync(UNIT, 'utf8');
    const settings = (key: string) =>
      unit
        .split('\n')
        .filter((line) => line.startsWith(`${key}=`))
        .map((line) => line.slice(key.length + 1));
    expect(settings('Environment')).toEqual(
      expect.arrayContaining(['NODE_ENV=production', 'PORT=%i', 'TRUST_PROXY_HOPS=1', 'DATA_DIR=%S/rome-tours/%i']),
    );
    expect(settings('StateDirectory')).toEqual(['rome-tours/%i']);
    expect(settings('ReadWritePaths')).toEqual(['%S/rome-tours/%i']);
    // Above the server's own shutdown grace (SHUTDOWN_GRACE_MS, 8 s by default).
    expect(Number(settings('TimeoutStopSec')[0])).toBeGreaterThan(8);
  });
});

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeGenerated } from './write-generated.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'write-generated-'));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('writeGenerated', () => {
  const generated = new Map([
    ['src/generated/site.ts', 'site'],
    ['src/generated/i18n/en/tours/colosseum.ts', 'colosseum'],
  ]);

  it('writes what changed and removes the text modules of a tour taken out', () => {
    const root = project({
      'src/generated/site.ts': 'old site',
      'src/generated/i18n/en/tours/colosseum.ts': 'colosseum',
      'src/generated/i18n/en/tours/pantheon.ts': 'pantheon',
    });
    expect(writeGenerated(root, generated)).toEqual([
      'src/generated/site.ts',
      'src/generated/i18n/en/tours/pantheon.ts',
    ]);
    expect(readFileSync(path.join(root, 'src/generated/site.ts'), 'utf8')).toBe('site');
    expect(existsSync(path.join(root, 'src/generated/i18n/en/tours/pantheon.ts'))).toBe(false);
    expect(writeGenerated(root, generated)).toEqual([]);
  });

  it('only names the files in a dry run', () => {
    const root = project({ 'src/generated/i18n/pt/common.ts': 'left over' });
    expect(writeGenerated(root, generated, { dryRun: true })).toEqual([
      'src/generated/site.ts',
      'src/generated/i18n/en/tours/colosseum.ts',
      'src/generated/i18n/pt/common.ts',
    ]);
    expect(existsSync(path.join(root, 'src/generated/site.ts'))).toBe(false);
    expect(existsSync(path.join(root, 'src/generated/i18n/pt/common.ts'))).toBe(true);
  });
});

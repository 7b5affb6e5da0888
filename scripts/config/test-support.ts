// Helpers for the configuration tests: a temporary copy of the operator's files to break.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/** Copies tours.yaml, site.yaml, i18n/, photos/ and public/logos into a fresh temporary folder. */
export function copyConfig(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tours-config-'));
  for (const file of ['tours.yaml', 'site.yaml']) cpSync(path.join(PROJECT_ROOT, file), path.join(root, file));
  cpSync(path.join(PROJECT_ROOT, 'i18n'), path.join(root, 'i18n'), { recursive: true });
  cpSync(path.join(PROJECT_ROOT, 'photos'), path.join(root, 'photos'), { recursive: true });
  cpSync(path.join(PROJECT_ROOT, 'public/logos'), path.join(root, 'public/logos'), { recursive: true });
  return root;
}

/** Replaces exactly one occurrence of `search` in a file of `root` (fails loudly otherwise). */
export function editFile(root: string, file: string, search: string, replace: string): string {
  const target = path.join(root, file);
  const text = readFileSync(target, 'utf8');
  const count = text.split(search).length - 1;
  if (count !== 1) throw new Error(`expected "${search}" exactly once in ${file}, found ${count}`);
  const edited = text.replace(search, replace);
  writeFileSync(target, edited);
  return edited;
}

/** 1-based line and column of the `nth` occurrence of `needle` in `text`. */
export function positionOf(text: string, needle: string, nth = 1): { line: number; col: number } {
  let index = -1;
  for (let i = 0; i < nth; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`"${needle}" occurs fewer than ${nth} times`);
  }
  const before = text.slice(0, index).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

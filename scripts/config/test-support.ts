// Helpers for the configuration tests: a temporary copy of the operator's files to break, changed
// through the parsed YAML (never by searching for its text), and rule contexts from inline YAML.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { isMap, LineCounter, parseDocument, type Document } from 'yaml';
import type { SiteFile, ToursFile } from '../../src/generated/config-types.ts';
import { formatPath } from './problem.ts';
import type { RuleContext } from './rules/rule.ts';
import { parseYamlFile } from './yaml-file.ts';

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

/**
 * Changes the YAML file `file` of `root` through its parsed document (comments and layout of
 * the rest are kept), writes it back and returns the written text.
 */
export function editYaml(root: string, file: string, change: (doc: Document) => void): string {
  const target = path.join(root, file);
  const doc = parseDocument(readFileSync(target, 'utf8'));
  change(doc);
  const text = doc.toString();
  writeFileSync(target, text);
  return text;
}

type Segment = string | number;

/** 1-based line and column of the node at `at` (or of its key `key`) in a YAML text. */
export function positionIn(text: string, at: readonly Segment[], key?: string): { line: number; col: number } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const node = (at.length ? doc.getIn(at, true) : doc.contents) as { range?: [number] } | undefined;
  let offset = key === undefined ? node?.range?.[0] : undefined;
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((item) => (item.key as { value?: unknown }).value === key);
    offset = (pair?.key as { range?: [number] } | undefined)?.range?.[0];
  }
  if (offset === undefined) throw new Error(`no node at ${formatPath(at)} ${key ?? ''}`);
  return lineCounter.linePos(offset);
}

/** The start of a PNG of that size: as much of a photo as the check reads (photo-info.ts). */
export function photoHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 2, 0, 0, 0, 0, 0, 0, 0]);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR', 'latin1'),
    ihdr,
  ]);
}
export const PHOTO_HEADER = photoHeader(1, 1);

/**
 * The context the rules see, from inline YAML: photos/ and public/ are fresh temporary folders
 * holding the files named (removed when the test ends).
 */
export function ruleContext({
  tours,
  site,
  photos = [],
  publicFiles = [],
}: {
  tours?: string;
  site?: string;
  photos?: string[];
  publicFiles?: string[];
}): RuleContext {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tours-rule-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const photosDir = path.join(root, 'photos');
  const publicDir = path.join(root, 'public');
  for (const [dir, names] of [
    [photosDir, photos],
    [publicDir, publicFiles],
  ] as const) {
    for (const name of names) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), dir === photosDir ? PHOTO_HEADER : '');
    }
  }
  const load = <T>(name: string, text: string) => {
    const file = parseYamlFile(name, text);
    if (file.syntaxProblems.length) throw new Error(`${name}: ${file.syntaxProblems[0]!.message}`);
    return { file, data: file.data as T };
  };
  return {
    tours: tours === undefined ? undefined : load<ToursFile>('tours.yaml', tours),
    site: site === undefined ? undefined : load<SiteFile>('site.yaml', site),
    photosDir,
    publicDir,
  };
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

/** 1-based line and column of the value in the `nth` occurrence of the one-line entry `key: value`. */
export function valueAt(text: string, entry: string, nth = 1): { line: number; col: number } {
  const { line, col } = positionOf(text, entry, nth);
  return { line, col: col + entry.indexOf(': ') + 2 };
}

// Brings the generated files up to date: writes those whose content changed and removes the
// generated text modules no longer generated (a tour or a language taken out), or, with
// `dryRun`, only names them. Used by `npm run check` and by `npm run dev` on a YAML save.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where every file is generated: anything else found there is left over. */
const OWNED_DIR = 'src/generated/i18n';

/** The files (relative to `root`) that differed or were left over; written or removed unless `dryRun`. */
export function writeGenerated(root: string, generated: Map<string, string>, { dryRun = false } = {}): string[] {
  const changed: string[] = [];
  for (const [file, content] of generated) {
    const target = path.join(root, file);
    let current: string | undefined;
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === content) continue;
    changed.push(file);
    if (dryRun) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  const wanted = new Set([...generated.keys()].map((file) => path.normalize(file)));
  for (const file of filesUnder(root, OWNED_DIR)) {
    if (wanted.has(file)) continue;
    changed.push(file);
    if (!dryRun) rmSync(path.join(root, file));
  }
  return changed;
}

function filesUnder(root: string, dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

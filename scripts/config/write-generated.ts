// Brings the generated files up to date: writes those whose content changed (or, with
// `dryRun`, only names them). Used by `npm run check` and by `npm run dev` on a YAML save.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The files (relative to `root`) that differed; written unless `dryRun`. */
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
  return changed;
}

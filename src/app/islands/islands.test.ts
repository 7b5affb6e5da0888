// The islands rule (src/lib/islands.ts): code runs in the browser only inside a declared island.
// A component outside every island is rendered at build time and never again, so an event
// handler or a state hook there would be silently dead: this test names the file instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandFile, islandName } from '../../lib/islands.ts';

const SRC = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = sourceFiles(SRC);
const islandFiles = files.filter((file) => file.endsWith('.island.tsx'));

/** The site's own modules a file imports, statically or lazily. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)]
    .map((match) => path.resolve(path.dirname(file), match[1]!))
    .filter((target) => files.includes(target));
}

/** Every module an island's code or the runtime that hydrates it reaches: what runs in the
 * browser. */
function inIslands(): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    importsOf(file).forEach(visit);
  };
  [...islandFiles, path.join(SRC, 'app/entry-client.tsx')].forEach(visit);
  return reached;
}

/** What only code in the browser could act on. */
const BROWSER_ONLY =
  /\bon[A-Z]\w*=\{|\buse(State|Effect|LayoutEffect|InsertionEffect|Reducer|SyncExternalStore|EffectEvent|Transition|ActionState|Optimistic|\w+Store)\(/;

describe('islands', () => {
  const browser = inIslands();
  const staticFiles = files.filter((file) => file.endsWith('.tsx') && !browser.has(file));

  it('are declared in *.island.tsx files, each exporting its declaration', () => {
    expect(islandFiles.length).toBeGreaterThan(5);
    for (const file of islandFiles) expect(readFileSync(file, 'utf8')).toMatch(/export default island\(/);
  });

  it('hold every event handler and state hook: a component outside one has none', () => {
    expect(staticFiles.length).toBeGreaterThan(10);
    const offenders = staticFiles
      .filter((file) => BROWSER_ONLY.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('load no styles lazily: CSS is inlined by the prerender, which follows static imports only', () => {
    const lazyTargets = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\(\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
        path.resolve(path.dirname(file), match[1]!),
      ),
    );
    expect(lazyTargets.length).toBeGreaterThan(0);
    const styled = lazyTargets
      .filter((file) => files.includes(file) && /import '[^']+\.css';/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(styled).toEqual([]);
  });

  it('would catch a handler added to a static component', () => {
    expect(BROWSER_ONLY.test('<a href="/" onClick={() => go()}>')).toBe(true);
    expect(BROWSER_ONLY.test('const [open, setOpen] = useState(false);')).toBe(true);
    expect(BROWSER_ONLY.test('<a href="/tours">Tours</a>')).toBe(false);
  });
});

describe("an island's name", () => {
  it('leads back to its file, as the service worker finds its code in the manifest', () => {
    const relative = islandFiles.map((file) => path.relative(path.dirname(SRC), file));
    expect(relative.length).toBeGreaterThan(5);
    expect(relative.map((file) => islandFile(islandName(file)))).toEqual(relative);
  });
});

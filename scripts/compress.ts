// Precompresses the built site: a brotli (.br) and a gzip (.gz) sibling for every text file
// worth compressing, so the server sends them without compressing per request. The build calls
// compressDir() on the client bundle's assets as soon as they are written (they compress while
// the pages are prerendered), the prerender compressFile() on each page as it writes it, then
// compressDir() on the rest; alone: `npx tsx scripts/compress.ts dist/client`.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { COMPRESSIBLE } from '../server/static/compressible.ts';

/** Below this, compression saves nothing worth a header. (The site's small modules, a few
 * hundred bytes each, still travel a third lighter, and a first view loads a dozen of them.) */
export const MIN_BYTES = 256;

/**
 * How hard to compress a file. Code, styles and icons get the maximum (brotli 11, gzip 9): most
 * are cached for a year, so each byte saved is saved on every first visit for as long as they
 * live. Pages and the sitemap get brotli 6 and gzip 6: there are five pages per tour (one per
 * language), and on the shipped pages brotli 11 takes some 50 times as long for 8 % fewer bytes
 * (0.5 KB a page, 0.8 KB on the largest); at 1,200 tours it alone took most of the build. Brotli
 * 7 to 9 are slower for no fewer bytes, 10 some 25 times slower for 6 % fewer; gzip 9 is a
 * quarter slower than 6 for 0.1 % fewer.
 */
export function compressionLevels(file: string): { brotli: number; gzip: number } {
  return /\.(?:html|xml)$/i.test(file)
    ? { brotli: 6, gzip: 6 }
    : { brotli: zlib.constants.BROTLI_MAX_QUALITY, gzip: zlib.constants.Z_BEST_COMPRESSION };
}

export interface CompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export interface CompressOptions {
  /** Folders and files of `dir` to leave out (compressed already), as paths relative to it. */
  exclude?: readonly string[];
  /** Child processes to share the files among (default: one per core); 0: this process, blocking it. */
  processes?: number;
}

/**
 * Compresses the files of `dir` worth it. Each child process takes its share, dealt from the
 * largest file down so the shares take about as long, and compresses them one after another
 * with zlib's synchronous calls: a third less CPU time than its asynchronous streams on pages of
 * 30 KB, and the build's own event loop stays free meanwhile.
 */
export async function compressDir(
  dir: string,
  { exclude = [], processes = os.availableParallelism() }: CompressOptions = {},
): Promise<CompressSummary> {
  const files = compressibleFiles(dir, exclude);
  if (processes === 0) return compressFiles(files);
  const shares = Array.from({ length: processes }, (_, i) => files.filter((_, j) => j % processes === i));
  return total(await Promise.all(shares.filter((share) => share.length).map(compressInChild)));
}

/** The files under `dir` worth compressing, the largest first. */
function compressibleFiles(dir: string, exclude: readonly string[]): string[] {
  // A set, looked up for the file and each of its folders: the build leaves out every page.
  const left = new Set(exclude.map((entry) => path.join(entry)));
  const excluded = (file: string) =>
    path
      .relative(dir, file)
      .split(path.sep)
      .some((_, i, parts) => left.has(path.join(...parts.slice(0, i + 1))));
  const files = listFiles(dir).filter((file) => COMPRESSIBLE.test(file) && !excluded(file));
  const sizes = new Map(files.map((file) => [file, statSync(file).size]));
  return files.sort((a, b) => sizes.get(b)! - sizes.get(a)!);
}

/** The files under `dir` the server may send: not those it never serves (server/static/resolve.ts),
 * dot-files and dot-folders other than .well-known (Vite's .vite/manifest.json: 1.7 MB at 1,200 tours). */
function listFiles(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  const hidden = (segment: string) => segment.startsWith('.') && segment !== '.well-known';
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).some(hidden));
}

/** Compresses `files` in this process, one after another. */
export function compressFiles(files: readonly string[]): CompressSummary {
  return total(files.map((file) => compressFile(file, readFileSync(file))));
}

/** Writes the brotli and gzip siblings of `file`, whose content is `data` (nothing when it is too
 * small to be worth it). The prerender calls it on each page as it writes it. */
export function compressFile(file: string, data: Buffer): CompressSummary {
  if (data.length < MIN_BYTES) return { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const levels = compressionLevels(file);
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = zlib.gzipSync(data, { level: levels.gzip });
  // Written after the original, so their modification time is never older than it: the server
  // ignores a sibling older than its file (a hand-edited file with a stale .br).
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return { files: 1, bytes: data.length, brotliBytes: br.length, gzipBytes: gz.length };
}

/** What several compressions did, added up. */
export function total(summaries: readonly CompressSummary[]): CompressSummary {
  return summaries.reduce(
    (sum, s) => ({
      files: sum.files + s.files,
      bytes: sum.bytes + s.bytes,
      brotliBytes: sum.brotliBytes + s.brotliBytes,
      gzipBytes: sum.gzipBytes + s.gzipBytes,
    }),
    { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 },
  );
}

/** compressFiles() in a child process: the list goes in on stdin, the summary comes back as JSON. */
export function compressInChild(files: readonly string[]): Promise<CompressSummary> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--files-from-stdin'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(files));
  const output = text(child.stdout);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`compressing ${files.length} files failed (exit code ${code})`));
      else output.then((json) => resolve(JSON.parse(json) as CompressSummary), reject);
    });
  });
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--files-from-stdin')) {
    const files = JSON.parse(await text(process.stdin)) as string[];
    return void console.log(JSON.stringify(compressFiles(files)));
  }
  const [dir] = args;
  if (!dir) throw new Error('usage: npx tsx scripts/compress.ts <dir>   (for example dist/client)');
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`${dir}: no such directory (run \`npm run build\` first?)`);
  const summary = await compressDir(dir);
  const percent = (part: number) => (summary.bytes ? `${Math.round((100 * part) / summary.bytes)}%` : '-');
  console.log(
    `compressed ${summary.files} files in ${dir}: ${summary.bytes} bytes → brotli ${summary.brotliBytes} (${percent(summary.brotliBytes)}), gzip ${summary.gzipBytes} (${percent(summary.gzipBytes)})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(`compress: ${error.message}`);
    process.exit(1);
  });
}

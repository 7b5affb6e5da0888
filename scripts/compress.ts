// Precompresses the built site: a brotli (.br) and a gzip (.gz) sibling for every text file
// worth compressing, so the server sends them without compressing per request. The build calls
// compressDir() at its end, and compressInChild() on the client bundle's assets as soon as they
// are written; alone: `npx tsx scripts/compress.ts dist/client [--json]`.
import { spawn } from 'node:child_process';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESSIBLE } from '../server/static/compressible.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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
  /** Folders of `dir` to leave out (already compressed). */
  exclude?: string[];
}

export async function compressDir(dir: string, { exclude = [] }: CompressOptions = {}): Promise<CompressSummary> {
  const excluded = (file: string) =>
    exclude.some((folder) => !path.relative(path.join(dir, folder), file).startsWith('..'));
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file) && !excluded(file));
  const summary: CompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // Compression is CPU-bound and runs on libuv's thread pool: one file per core at a time, the
  // largest first, so no large file is left running alone at the end.
  const sizes = new Map(await Promise.all(files.map(async (file) => [file, (await stat(file)).size] as const)));
  const queue = files.sort((a, b) => sizes.get(b)! - sizes.get(a)!);
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const result = await compressFile(file);
      if (!result) continue;
      summary.files += 1;
      summary.bytes += result.bytes;
      summary.brotliBytes += result.brotliBytes;
      summary.gzipBytes += result.gzipBytes;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  return summary;
}

async function compressFile(file: string): Promise<Omit<CompressSummary, 'files'> | undefined> {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return undefined;
  const levels = compressionLevels(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: levels.gzip }),
  ]);
  // Written after the original, so their modification time is never older than it: the server
  // ignores a sibling older than its file (a hand-edited file with a stale .br).
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  return { bytes: data.length, brotliBytes: br.length, gzipBytes: gz.length };
}

/** The files under `dir` the server may send: not those it never serves (server/static/resolve.ts),
 * dot-files and dot-folders other than .well-known (Vite's .vite/manifest.json: 1.7 MB at 1,200 tours). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const hidden = (segment: string) => segment.startsWith('.') && segment !== '.well-known';
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).some(hidden));
}

/**
 * compressDir() in a child process, with its own event loop: the build goes on prerendering
 * (one core, its own loop busy) while the client bundle's assets are compressed on the other.
 */
export function compressInChild(dir: string): Promise<CompressSummary> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), dir, '--json'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(JSON.parse(output) as CompressSummary);
      else reject(new Error(`compressing ${dir} failed (exit code ${code})`));
    });
  });
}

async function main(dir: string | undefined, json: boolean): Promise<void> {
  if (!dir) throw new Error('usage: npx tsx scripts/compress.ts <dir> [--json]   (for example dist/client)');
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw new Error(`${dir}: no such directory (run \`npm run build\` first?)`);
  const summary = await compressDir(dir);
  if (json) return void console.log(JSON.stringify(summary));
  const percent = (part: number) => (summary.bytes ? `${Math.round((100 * part) / summary.bytes)}%` : '-');
  console.log(
    `compressed ${summary.files} files in ${dir}: ${summary.bytes} bytes → brotli ${summary.brotliBytes} (${percent(summary.brotliBytes)}), gzip ${summary.gzipBytes} (${percent(summary.gzipBytes)})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  main(
    args.find((arg) => !arg.startsWith('--')),
    args.includes('--json'),
  ).catch((error: Error) => {
    console.error(`compress: ${error.message}`);
    process.exit(1);
  });
}

// Precompresses the built site: a brotli (.br, maximum quality) and a gzip (.gz) sibling for
// every text file worth compressing, so the server sends them without compressing per request.
// The build calls compressDir() at its end; alone: `npx tsx scripts/compress.ts dist/client`.
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

export interface CompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function compressDir(dir: string): Promise<CompressSummary> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const summary: CompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // Brotli at quality 11 is CPU-bound and runs on libuv's thread pool: one file per core.
  const queue = [...files];
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
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // Written after the original, so their modification time is never older than it: the server
  // ignores a sibling older than its file (a hand-edited file with a stale .br).
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  return { bytes: data.length, brotliBytes: br.length, gzipBytes: gz.length };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function main(dir: string | undefined): Promise<void> {
  if (!dir) throw new Error('usage: npx tsx scripts/compress.ts <dir>   (for example dist/client)');
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw new Error(`${dir}: no such directory (run \`npm run build\` first?)`);
  const summary = await compressDir(dir);
  const percent = (part: number) => (summary.bytes ? `${Math.round((100 * part) / summary.bytes)}%` : '-');
  console.log(
    `compressed ${summary.files} files in ${dir}: ${summary.bytes} bytes → brotli ${summary.brotliBytes} (${percent(summary.brotliBytes)}), gzip ${summary.gzipBytes} (${percent(summary.gzipBytes)})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv[2]).catch((error: Error) => {
    console.error(`compress: ${error.message}`);
    process.exit(1);
  });
}

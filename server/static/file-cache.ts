// What the server knows about each file it serves: its .br / .gz siblings and, for files small
// enough, the bytes themselves, so a page request costs one stat() of it (and one of the page
// manifest, resolve.ts) instead of several file-system calls. An entry is reused only while the
// file's size and modification time are unchanged: a new build is picked up at the next request.
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { COMPRESSIBLE } from './compressible.ts';
import type { Encoding } from './encoding.ts';

export interface Representation {
  path: string;
  size: number;
  mtimeMs: number;
  /** The bytes, when the file is small enough to keep in memory; otherwise stream `path`. */
  body?: Buffer;
}

export interface CachedFile {
  identity: Representation;
  /** Precompressed siblings at least as new as the file (a stale one is ignored). */
  variants: Map<Encoding, Representation>;
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** Larger files are streamed from disk; the whole cache stays far below this times the file count. */
const MAX_CACHED_BYTES = 512 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

export class FileCache {
  private readonly entries = new Map<string, { key: string; file: CachedFile; bytes: number }>();
  private totalBytes = 0;

  async get(path: string, stats: Stats): Promise<CachedFile> {
    const key = `${stats.size}:${stats.mtimeMs}`;
    const hit = this.entries.get(path);
    if (hit?.key === key) return hit.file;
    if (hit) {
      this.entries.delete(path);
      this.totalBytes -= hit.bytes;
    }
    const file = await this.load(path, stats);
    const bytes = [file.identity, ...file.variants.values()].reduce((sum, r) => sum + (r.body?.length ?? 0), 0);
    this.entries.set(path, { key, file, bytes });
    this.totalBytes += bytes;
    return file;
  }

  private async load(path: string, stats: Stats): Promise<CachedFile> {
    const variants = new Map<Encoding, Representation>();
    if (COMPRESSIBLE.test(path)) {
      for (const encoding of ['br', 'gzip'] as const) {
        const sibling = await stat(path + SUFFIX[encoding]).catch(() => undefined);
        if (sibling?.isFile() && sibling.mtimeMs >= stats.mtimeMs) {
          variants.set(encoding, await this.representation(path + SUFFIX[encoding], sibling));
        }
      }
    }
    return { identity: await this.representation(path, stats), variants };
  }

  private async representation(path: string, stats: Stats): Promise<Representation> {
    const keep = stats.size <= MAX_CACHED_BYTES && this.totalBytes + stats.size <= MAX_TOTAL_BYTES;
    return { path, size: stats.size, mtimeMs: stats.mtimeMs, body: keep ? await readFile(path) : undefined };
  }
}

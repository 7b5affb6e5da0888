// Serves the prerendered site: the right file with the right status (see resolve.ts), its
// precompressed .br / .gz sibling when the client accepts one, validators (ETag and
// Last-Modified) for cheap revalidation, and a cache policy that suits the file.
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Context, Next } from 'koa';
import { chooseEncoding, type Encoding } from './encoding.ts';
import { ScriptHashCache } from './inline-scripts.ts';
import { resolvePath } from './resolve.ts';

export interface StaticOptions {
  distDir: string;
  /** The CSP to send with a page whose inline scripts have these hashes. */
  contentSecurityPolicy: (scriptHashes: string[]) => string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files (robots.txt, sitemap.xml, logos, favicon, QR codes) change only with a new
// build; an hour of caching saves requests and never leaves them stale for long.
const SHORT = 'public, max-age=3600';
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/i;

export function serveStatic(options: StaticOptions) {
  const scriptHashes = new ScriptHashCache();
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      ctx.throw(405, `${ctx.method} is not allowed here`);
    }
    const resolution = await resolvePath(options.distDir, ctx.path, ctx.search);
    if (resolution.kind === 'redirect') {
      ctx.status = 301;
      ctx.redirect(resolution.location);
      return;
    }
    if (resolution.kind === 'missing') {
      if (!resolution.page) return next();
      await sendFile(ctx, resolution.page, 404, 'no-cache');
      return;
    }
    const { file, relative } = resolution;
    await sendFile(ctx, file, 200, cacheControl(relative));
  };

  async function sendFile(ctx: Context, file: string, status: 200 | 404, cache: string): Promise<void> {
    const original = await stat(file);
    const variants = COMPRESSIBLE.test(file) ? await freshVariants(file, original) : new Map<Encoding, Stats>();
    const encoding = chooseEncoding(ctx.get('Accept-Encoding'), [...variants.keys()]);
    const served = encoding ? (variants.get(encoding) as Stats) : original;

    ctx.status = status;
    ctx.type = file.slice(file.lastIndexOf('.'));
    ctx.set('Cache-Control', cache);
    if (variants.size > 0) ctx.vary('Accept-Encoding');
    if (encoding) ctx.set('Content-Encoding', encoding);
    if (file.endsWith('.html')) {
      const hashes = await scriptHashes.get(file, original.size, original.mtimeMs);
      if (hashes.length > 0) ctx.set('Content-Security-Policy', options.contentSecurityPolicy(hashes));
    }
    if (status === 200) {
      // Each variant has its own ETag: the bytes differ, so must the validator.
      ctx.etag = `W/"${served.size.toString(16)}-${Math.floor(served.mtimeMs).toString(16)}"`;
      ctx.lastModified = original.mtime;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
    }
    ctx.body = createReadStream(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file);
    ctx.length = served.size;
  }
}

function cacheControl(relative: string): string {
  // Vite's assets/ and the image pipeline's img/ carry a content hash in every file name: a
  // changed file gets a new URL, so the old one can be cached forever.
  if (relative.startsWith('assets/') || relative.startsWith('img/')) return IMMUTABLE;
  // Pages are revalidated on each visit (a cheap 304) so a new build shows at once.
  if (relative.endsWith('.html')) return 'no-cache';
  return SHORT;
}

/** The .br / .gz siblings at least as new as the file itself (a stale one is ignored). */
async function freshVariants(file: string, original: Stats): Promise<Map<Encoding, Stats>> {
  const variants = new Map<Encoding, Stats>();
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    try {
      const sibling = await stat(file + suffix);
      if (sibling.isFile() && sibling.mtimeMs >= original.mtimeMs) variants.set(encoding, sibling);
    } catch {
      // No sibling: the plain file is served.
    }
  }
  return variants;
}

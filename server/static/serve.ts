// Serves the prerendered site: the right file with the right status (see resolve.ts), its
// precompressed .br / .gz sibling when the client accepts one, validators (ETag and
// Last-Modified) for cheap revalidation, and a cache policy that suits the file.
import { createReadStream, type Stats } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import type { InlineHashes } from './csp.ts';
import { chooseEncoding } from './encoding.ts';
import { FileCache } from './file-cache.ts';
import { resolvePath } from './resolve.ts';

export interface StaticOptions {
  distDir: string;
  /** The CSP to send with a page whose inline scripts and styles have these hashes. */
  contentSecurityPolicy: (hashes: InlineHashes) => string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files (robots.txt, sitemap.xml, logos, icons, QR codes) change only
// with a new build; an hour of caching saves requests and never leaves them stale for long.
const SHORT = 'public, max-age=3600';

export function serveStatic(options: StaticOptions) {
  const cache = new FileCache();
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      ctx.throw(405, `${ctx.method} is not allowed here`);
    }
    const resolution = await resolvePath(options.distDir, ctx.path, ctx.search);
    if (resolution.kind === 'redirect') {
      ctx.status = 301;
      ctx.redirect(resolution.location);
    } else if (resolution.kind === 'missing') {
      if (!resolution.page) {
        await next();
        return;
      }
      await sendFile(ctx, resolution.page, 404, 'no-cache');
    } else {
      await sendFile(ctx, resolution, 200, cacheControl(resolution.relative));
    }
  };

  async function sendFile(
    ctx: Context,
    { file, stats, hashes }: { file: string; stats: Stats; hashes?: InlineHashes },
    status: 200 | 404,
    cacheControl: string,
  ): Promise<void> {
    const cached = await cache.get(file, stats);
    const encoding = chooseEncoding(ctx.get('Accept-Encoding'), [...cached.variants.keys()]);
    const served = (encoding && cached.variants.get(encoding)) || cached.identity;

    ctx.status = status;
    ctx.type = path.extname(file);
    ctx.set('Cache-Control', cacheControl);
    if (cached.variants.size > 0) ctx.vary('Accept-Encoding');
    if (encoding) ctx.set('Content-Encoding', encoding);
    // A page's inline scripts and styles were hashed by the build (dist/pages.json); any other
    // file keeps the default policy (security-headers.ts), under which no inline code runs.
    if (hashes) ctx.set('Content-Security-Policy', options.contentSecurityPolicy(hashes));
    if (status === 200) {
      // Each variant has its own ETag: the bytes differ, so must the validator.
      ctx.etag = `W/"${served.size.toString(16)}-${Math.floor(served.mtimeMs).toString(16)}"`;
      ctx.lastModified = stats.mtime;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
    }
    ctx.body = served.body ?? createReadStream(served.path);
    ctx.length = served.body?.length ?? served.size;
  }
}

function cacheControl(relative: string): string {
  // Vite's assets/ and the image pipeline's img/ carry a content hash in every file name: a
  // changed file gets a new URL, so the old one can be cached forever.
  if (relative.startsWith('assets/') || relative.startsWith('img/')) return IMMUTABLE;
  // Pages are revalidated on each visit (a cheap 304) so a new build shows at once.
  if (relative.endsWith('.html')) return 'no-cache';
  // The service worker: a new build's reaches visitors on their next visit.
  if (relative === 'sw.js') return 'no-cache';
  return SHORT;
}

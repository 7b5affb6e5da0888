// Every error becomes a JSON answer `{ ok: false, error, fields? }` with its HTTP status.
// Client errors (4xx, thrown with ctx.throw) carry their own message; anything else is a bug
// or an outage, answered with a generic 500 and logged in full through app.on('error').
import type { Context, Next } from 'koa';

interface HttpLikeError {
  status?: number;
  expose?: boolean;
  message?: string;
  headers?: Record<string, string>;
  fields?: Record<string, string>;
}

export async function jsonErrors(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (thrown) {
    const error = (thrown ?? {}) as HttpLikeError;
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    const expose = status < 500 && error.expose !== false;
    // A handler may have described a file (encoding, validators) before failing: the JSON
    // error is a different representation and must not inherit those headers.
    for (const header of ['Content-Encoding', 'ETag', 'Last-Modified', 'Vary']) ctx.remove(header);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    if (error.headers) ctx.set(error.headers);
    ctx.body = {
      ok: false,
      error: expose ? error.message : 'Internal server error',
      ...(expose && error.fields ? { fields: error.fields } : {}),
    };
    if (!expose) ctx.app.emit('error', thrown, ctx);
  }
}

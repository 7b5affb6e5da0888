// Every error becomes a JSON answer `{ ok: false, code, error, fields? }` with its HTTP status
// (the shape src/lib/contact-api.ts documents). Client errors (4xx, thrown with ctx.throw)
// carry their own message and may name their code; anything else is a bug or an outage,
// answered with a generic 500 and logged in full through app.on('error').
import type { Context, Next } from 'koa';
import { errorCodeForStatus, type ErrorCode, type FieldProblem } from '../../src/lib/contact-api.ts';

interface HttpLikeError {
  status?: number;
  expose?: boolean;
  message?: string;
  code?: unknown;
  headers?: Record<string, string>;
  fields?: Record<string, FieldProblem>;
}

export async function jsonErrors(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (thrown) {
    const error = (thrown ?? {}) as HttpLikeError;
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    // http-errors hides 5xx messages; a handler may still expose one on purpose (503: restarting).
    const expose = status < 500 ? error.expose !== false : error.expose === true;
    // A handler may have described a file (encoding, validators) before failing: the JSON
    // error is a different representation and must not inherit those headers.
    for (const header of ['Content-Encoding', 'ETag', 'Last-Modified', 'Vary']) ctx.remove(header);
    ctx.set('Cache-Control', 'no-store');
    // Refused before its body was read (413, 415, 429…): close the connection after the answer,
    // or the client could keep it open by trickling the rest of a body nobody reads.
    if (!ctx.req.complete) ctx.set('Connection', 'close');
    ctx.status = status;
    if (error.headers) ctx.set(error.headers);
    // Node's own errors carry string codes too (ENOSPC): only a 4xx names its code for the client.
    const code = expose && typeof error.code === 'string' ? (error.code as ErrorCode) : errorCodeForStatus(status);
    ctx.body = {
      ok: false,
      code,
      error: expose ? error.message : 'Internal server error',
      ...(expose && error.fields ? { fields: error.fields } : {}),
    };
    if (!expose) ctx.app.emit('error', thrown, ctx);
  }
}

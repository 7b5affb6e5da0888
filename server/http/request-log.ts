// One structured log line per request, written once the handlers are done. The query string
// is left out: it is not needed to operate the site and may carry personal data.
import type { Context, Next } from 'koa';
import type { Logger } from '../log.ts';

export function requestLog(log: Logger) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info('request', {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
        bytes: ctx.response.length,
        ip: ctx.ip,
        encoding: ctx.response.get('Content-Encoding') || undefined,
      });
    }
  };
}

// Security headers on every answer (pages, assets, API and errors alike).
import type { Context, Next } from 'koa';

export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(contentSecurityPolicy: string) {
  return async (ctx: Context, next: Next): Promise<void> => {
    ctx.set({
      'Content-Security-Policy': contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Our files are for our pages; other sites may link to them but not embed them.
      'Cross-Origin-Resource-Policy': 'same-origin',
      // For browsers that predate CSP frame-ancestors.
      'X-Frame-Options': 'SAMEORIGIN',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    });
    // ctx.secure is true for TLS here or, with TRUST_PROXY_HOPS > 0, for X-Forwarded-Proto:
    // https from the proxy. Over plain http (local runs) HSTS would only be ignored or, worse,
    // pin localhost to https.
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    await next();
  };
}

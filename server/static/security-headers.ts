// Security headers on every answer (pages, assets, API and errors alike).
import type { Context, Next } from 'koa';

export const HSTS = 'max-age=31536000; includeSubDomains';
/** Used when no policy is passed: every feature off, payment for the site itself only. */
const DEFAULT_PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';

export interface SecurityHeaderOptions {
  /** The public origin (SITE_URL); an https:// one means HSTS on every answer. */
  siteUrl?: string;
  /** The Permissions-Policy header (permissions-policy.ts builds it from site.yaml). */
  permissionsPolicy?: string;
}

export function securityHeaders(contentSecurityPolicy: string, options: SecurityHeaderOptions = {}) {
  const httpsSite = options.siteUrl?.startsWith('https://') ?? false;
  return async (ctx: Context, next: Next): Promise<void> => {
    ctx.set({
      'Content-Security-Policy': contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Our files are for our pages; other sites may link to them but not embed them.
      'Cross-Origin-Resource-Policy': 'same-origin',
      // Our pages keep no handle on windows of other sites and they none on ours, except popups
      // the pages open: a payment provider's checkout (PayPal, 3-D Secure) may open one from the
      // booking frame and talk back to its opener, which `same-origin` would cut off.
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      // For browsers that predate CSP frame-ancestors.
      'X-Frame-Options': 'SAMEORIGIN',
      'Permissions-Policy': options.permissionsPolicy ?? DEFAULT_PERMISSIONS_POLICY,
    });
    // A site whose public URL is https is only ever reached over HTTPS, so HSTS goes on every
    // answer, even when a proxy in front is not trusted (TRUST_PROXY_HOPS unset) and the request
    // looks like plain http here; browsers ignore the header on a plain http answer anyway.
    // With an http:// SITE_URL (a local run), only on a request that really came over TLS.
    if (httpsSite || ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    await next();
  };
}

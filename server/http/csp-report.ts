// Receives the browser's reports of what the Content-Security-Policy blocked and logs them, so
// the operator learns when, say, a payment page of the booking provider is refused (and can
// allow it with site.yaml booking.extraOrigins) instead of losing bookings.
//
// Anyone can post here, so the endpoint must not amplify: the body is limited while it is
// read (16 KB), each client has a quota (rate-limit.ts), a request writes at most one log line
// (with how many reports it held), and a violation already logged within the last
// REPEAT_WINDOW_MS is only counted, not logged again.
import { bodyParser } from '@koa/bodyparser';
import type { Context, Next } from 'koa';
import { clientKey } from '../contact/client-key.ts';
import type { ClientLimiter } from '../contact/rate-limit.ts';
import type { Logger } from '../log.ts';
import { CSP_REPORT_PATH } from '../static/csp.ts';

const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];
export const MAX_REPORT_BYTES = 16 * 1024;
export const REPEAT_WINDOW_MS = 10 * 60_000;
/** Distinct violations remembered for the repeat window; the oldest is forgotten first. */
const MAX_REMEMBERED = 1000;
/** Violations named in one log line; the rest of the request's reports are only counted. */
const MAX_LOGGED = 5;

interface Violation {
  blocked: unknown;
  directive: unknown;
  page: unknown;
}

export function cspReports(log: Logger, limiter: ClientLimiter, now: () => number = Date.now) {
  const lastLogged = new Map<string, { at: number; repeats: number }>();
  const parse = bodyParser({
    enableTypes: ['json'],
    extendTypes: { json: REPORT_TYPES },
    jsonLimit: MAX_REPORT_BYTES,
    onError(error, ctx) {
      if ((error as { status?: number }).status === 413)
        ctx.throw(413, `A report may be at most ${MAX_REPORT_BYTES} bytes`);
      ctx.throw(400, 'The report is not JSON');
    },
  });

  // Whether a violation is new for the window; a repeat is counted for the next line about it.
  const fresh = (violation: Violation): { repeats: number } | undefined => {
    const key = JSON.stringify([violation.blocked, violation.directive, violation.page]);
    const seen = lastLogged.get(key);
    if (seen && now() - seen.at < REPEAT_WINDOW_MS) {
      seen.repeats += 1;
      return undefined;
    }
    lastLogged.delete(key);
    lastLogged.set(key, { at: now(), repeats: 0 });
    if (lastLogged.size > MAX_REMEMBERED) lastLogged.delete(lastLogged.keys().next().value as string);
    return { repeats: seen?.repeats ?? 0 };
  };

  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== CSP_REPORT_PATH) {
      await next();
      return;
    }
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      ctx.throw(405, 'Reports are sent with POST');
    }
    if (!ctx.is(REPORT_TYPES)) ctx.throw(415, `Send the report as ${REPORT_TYPES.join(' or ')}`);
    const limit = await limiter.take(clientKey(ctx.ip));
    if (!limit.allowed) {
      ctx.set('Retry-After', String(limit.retryAfterSeconds));
      ctx.throw(429, 'Too many reports');
    }
    await parse(ctx, async () => {});
    const reports = violations(ctx.request.body);
    const logged = reports.flatMap((violation) => {
      const state = fresh(violation);
      return state ? [{ ...violation, ...(state.repeats > 0 ? { repeatsSinceLastLogged: state.repeats } : {}) }] : [];
    });
    if (logged.length > 0) {
      log.warn('content security policy blocked resources', {
        reports: reports.length,
        newViolations: logged.length,
        violations: logged.slice(0, MAX_LOGGED),
      });
    }
    ctx.status = 204;
  };
}

/** report-uri sends {"csp-report": {...}}; the Reporting API sends [{type, body: {...}}]. */
function violations(parsed: unknown): Violation[] {
  const bodies: unknown[] = Array.isArray(parsed)
    ? parsed.map((report: unknown) => (report as { body?: unknown } | null)?.body)
    : [(parsed as Record<string, unknown> | null)?.['csp-report']];
  return bodies
    .filter((body): body is Record<string, unknown> => typeof body === 'object' && body !== null)
    .map((r) => ({
      blocked: r['blocked-uri'] ?? r.blockedURL,
      directive: r['violated-directive'] ?? r['effective-directive'] ?? r.effectiveDirective,
      page: r['document-uri'] ?? r.documentURL,
    }));
}

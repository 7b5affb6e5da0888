// Receives the browser's reports of what the Content-Security-Policy blocked and logs each as
// one warning, so the operator learns when, say, a payment page of the booking provider is
// refused (and can allow it with site.yaml booking.extraOrigins) instead of losing bookings.
import type { Context, Next } from 'koa';
import type { Logger } from '../log.ts';
import { CSP_REPORT_PATH } from '../static/csp.ts';

const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];
const MAX_BYTES = 8 * 1024;

async function readBody(ctx: Context): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the end even past the limit (dropping the excess), so the client gets the answer.
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BYTES) ctx.throw(413, `A report may be at most ${MAX_BYTES} bytes`);
  return Buffer.concat(chunks).toString('utf8');
}

export function cspReports(log: Logger) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== CSP_REPORT_PATH) return next();
    if (ctx.method !== 'POST') ctx.throw(405, 'Reports are sent with POST');
    if (!ctx.is(REPORT_TYPES)) ctx.throw(415, `Send the report as ${REPORT_TYPES.join(' or ')}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(ctx));
    } catch (error) {
      if ((error as { status?: number }).status) throw error;
      ctx.throw(400, 'The report is not JSON');
    }
    // report-uri sends {"csp-report": {...}}; the Reporting API sends [{type, body: {...}}].
    const reports = Array.isArray(parsed)
      ? parsed.map((r: { body?: unknown }) => r?.body)
      : [(parsed as Record<string, unknown>)?.['csp-report']];
    for (const report of reports) {
      if (!report || typeof report !== 'object') continue;
      const r = report as Record<string, unknown>;
      log.warn('content security policy blocked a resource', {
        blocked: r['blocked-uri'] ?? r.blockedURL,
        directive: r['violated-directive'] ?? r['effective-directive'] ?? r.effectiveDirective,
        page: r['document-uri'] ?? r.documentURL,
      });
    }
    ctx.status = 204;
  };
}

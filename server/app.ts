// Builds the Koa application: the contact endpoint, the delivery worker behind it, /healthz
// and, when given a distDir, the prerendered site. It never listens by itself; server/index.ts
// does (and tests, the browser-test harness and the benchmark do, through listen()).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Koa from 'koa';
import { RateLimiter } from './contact/rate-limit.ts';
import { contactRouter } from './contact/route.ts';
import { cspReports } from './http/csp-report.ts';
import { jsonErrors } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { closeGracefully } from './http/shutdown.ts';
import { createLogger, type Logger } from './log.ts';
import type { MailSettings } from './mail/compose.ts';
import { DeliveryWorker, type RetryPolicy } from './mail/deliver.ts';
import { MessageStore } from './mail/outbox.ts';
import { emlTransport, smtpTransport, type MailTransport, type SmtpTimeouts } from './mail/transports.ts';
import { siteInfo } from './site-info.ts';
import { buildCsp, type CspSources } from './static/csp.ts';
import { buildPermissionsPolicy } from './static/permissions-policy.ts';
import { securityHeaders } from './static/security-headers.ts';
import { serveStatic } from './static/serve.ts';

export interface AppOptions {
  /** Where messages are kept (outbox/, sent/, failed/, spam/, mail/). Created if missing. */
  dataDir: string;
  /** The prerendered site (e.g. 'dist/client'); omit to serve only the API (dev mode). */
  distDir?: string;
  /** SMTP server URL; omitted = write each message as an .eml file into `<dataDir>/mail`. */
  smtpUrl?: string;
  /** Recipients and sender of contact mails; default: site.yaml's contact email. */
  mailTo?: string[];
  mailFrom?: string;
  /** Public origin (SITE_URL); pages from it may post even behind a Host-rewriting proxy. */
  siteUrl?: string;
  /** Reverse proxies whose X-Forwarded-For / -Proto are trusted (default 0: none). */
  trustProxyHops?: number;
  /** Contact messages per client per minute (default 5). */
  rateLimitPerMinute?: number;
  /** Delivery back-off and give-up time (defaults: 10 s, 15 min, 3 days). */
  retry?: Partial<RetryPolicy>;
  /** SMTP connection and socket timeouts (defaults: 10 s and 30 s). */
  smtpTimeouts?: SmtpTimeouts;
  /** Start the delivery worker in listen() (default true). */
  deliver?: boolean;
  /** Clock for rate limits, spam timing, back-off and timestamps (tests move it). */
  now?: () => number;
  /** Structured logger (default: JSON lines on stdout). */
  log?: Logger;
  /** CSP third parties (default: from site.yaml). */
  csp?: CspSources;
}

export interface ServerApp {
  app: Koa;
  store: MessageStore;
  worker: DeliveryWorker;
  transport: MailTransport;
  /** Prepares DATA_DIR, starts the worker (unless deliver: false) and listens; port 0 = any. */
  listen(port?: number, host?: string): Promise<{ server: Server; url: string; port: number }>;
  /** Stops accepting, finishes in-flight requests and the delivery in progress. */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = {
  retryBaseMs: 10_000,
  retryCapMs: 15 * 60_000,
  giveUpAfterMs: 3 * 86_400_000,
};

export function createApp(options: AppOptions): ServerApp {
  const now = options.now ?? Date.now;
  const log = options.log ?? createLogger();
  const siteUrl = options.siteUrl ?? new URL(siteInfo.siteUrl).origin;
  const mail: MailSettings = {
    to: options.mailTo ?? [siteInfo.contactEmail],
    from: options.mailFrom ?? siteInfo.contactEmail,
    siteName: siteInfo.name,
  };
  const store = new MessageStore(options.dataDir);
  const transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl, mail, options.smtpTimeouts)
    : emlTransport(path.join(options.dataDir, 'mail'), mail);
  const worker = new DeliveryWorker({ store, transport, log, now, ...DEFAULT_RETRY, ...options.retry });
  const limiter = new RateLimiter(options.rateLimitPerMinute ?? 5, now);
  const csp = options.csp ?? siteInfo.csp;
  let closing = false;

  const app = new Koa();
  // Behind N trusted proxies the client is the N-th address from the right of X-Forwarded-For;
  // anything further left was written by the client and could be forged.
  app.proxy = (options.trustProxyHops ?? 0) > 0;
  app.maxIpsCount = options.trustProxyHops ?? 0;
  app.on('error', (error: unknown, ctx?: Koa.Context) => log.error('request failed', { path: ctx?.path, error }));

  // The request log wraps the JSON error middleware so that it records the final status.
  app.use(requestLog(log));
  app.use(jsonErrors);
  app.use(async (ctx, next) => {
    // While shutting down, each answer ends its connection so the server can close.
    if (closing) ctx.set('Connection', 'close');
    await next();
  });
  const headers = { siteUrl: options.siteUrl ?? siteInfo.siteUrl, permissionsPolicy: buildPermissionsPolicy(csp) };
  app.use(securityHeaders(buildCsp(csp), headers));
  app.use(async (ctx, next) => {
    if (ctx.path !== '/healthz') return next();
    // 503 while shutting down, so a load balancer stops sending traffic here first.
    ctx.status = closing ? 503 : 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: !closing, queued: worker.queued };
  });
  app.use(cspReports(log));
  const contact = contactRouter({ store, onStored: (id) => worker.enqueue(id), limiter, siteUrl, now, log });
  app.use(contact.routes());
  app.use(async (ctx, next) => (ctx.path.startsWith('/api/') ? ctx.throw(404, 'No such API endpoint') : next()));
  if (options.distDir) {
    app.use(serveStatic({ distDir: options.distDir, contentSecurityPolicy: (hashes) => buildCsp(csp, hashes) }));
  }
  app.use((ctx) => ctx.throw(404, 'Not found'));

  let server: Server | undefined;
  return {
    app,
    store,
    worker,
    transport,
    async listen(port = 0, host = '127.0.0.1') {
      await store.init();
      if (options.deliver !== false) await worker.start();
      const listening = createServer(app.callback());
      try {
        await new Promise<void>((resolve, reject) => {
          listening.once('error', reject);
          listening.listen(port, host, () => {
            listening.off('error', reject);
            resolve();
          });
        });
      } catch (error) {
        await worker.stop();
        throw error;
      }
      server = listening;
      const address = listening.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return { server: listening, url: `http://${shownHost}:${address.port}`, port: address.port };
    },
    async close({ timeoutMs = 10_000 } = {}) {
      closing = true;
      if (server) await closeGracefully(server, timeoutMs);
      // After the HTTP side: messages accepted by the last in-flight requests get their try too.
      await worker.stop();
      transport.close();
    },
  };
}

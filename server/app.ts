// Builds the Koa application: the contact endpoint, the delivery worker behind it, /healthz
// and, when given a distDir, the prerendered site. It never listens by itself; server/index.ts
// does (and tests, the browser-test harness and the benchmark do, through listen()).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Koa from 'koa';
import { DEFAULTS } from './config.ts';
import { createRateLimits } from './contact/rate-limit.ts';
import { contactFormPages } from './contact/form-page.ts';
import { contactRouter } from './contact/route.ts';
import { AllowedOrigins } from './contact/same-origin.ts';
import { cspReports } from './http/csp-report.ts';
import { jsonErrors } from './http/errors.ts';
import { health } from './http/health.ts';
import { requestLog } from './http/request-log.ts';
import { Drain, listenOn, type HttpLimits } from './http/shutdown.ts';
import { createLogger, type Logger } from './log.ts';
import type { MailSettings } from './mail/compose.ts';
import { DeliveryWorker, type RetryPolicy } from './mail/deliver.ts';
import { MessageStore } from './mail/outbox.ts';
import { emlTransport, smtpTransport, type MailTransport, type SmtpTimeouts } from './mail/transports.ts';
import { siteInfo } from './site-info.ts';
import { Departures } from './departures/departures.ts';
import { octoClient } from './departures/octo-client.ts';
import { departuresRouter } from './departures/route.ts';
import { memoryStore, redisStore } from './departures/store.ts';
import { connectRedis } from './redis.ts';
import { memoryRepeats, redisRepeats } from './contact/repeats.ts';
import type { Redis } from 'ioredis';
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
  /** Public origin (SITE_URL): pages from it may post to the contact endpoint. */
  siteUrl?: string;
  /** Further origins whose pages may post (the Vite dev server in development). */
  devOrigins?: string[];
  /** Reverse proxies whose X-Forwarded-For / -Proto are trusted (default 0: none). */
  trustProxyHops?: number;
  /** Contact messages per client per minute. */
  rateLimitPerMinute?: number;
  /** Share rate limits, repeated messages and live departures between instances through this Redis (default: in memory). */
  redisUrl?: string;
  /** The booking provider's OCTO API (OCTO_API_URL, OCTO_API_TOKEN); omitted = no live departures. */
  octo?: { url: string; token: string; timeoutMs?: number };
  /** Delivery back-off and give-up time. */
  retry?: Partial<RetryPolicy>;
  /** SMTP connection and socket timeouts (defaults: 10 s and 30 s). */
  smtpTimeouts?: SmtpTimeouts;
  /** Slow-client timeouts and the connection cap (config.ts DEFAULTS). */
  http?: Partial<HttpLimits>;
  /** How long close() waits for requests and the delivery in progress. */
  shutdownGraceMs?: number;
  /** /healthz answers 503 after this long without a delivery while messages wait. */
  healthUndeliveredMs?: number;
  /** Most outbox messages scheduled in memory at once (the rest wait on disk). */
  maxQueued?: number;
  /** Start the delivery worker in listen() (default true). */
  deliver?: boolean;
  /** Clock for spam timing, back-off and timestamps (tests move it). */
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
  /**
   * Refuses new messages and answers /healthz 503 while in-flight requests and the delivery in
   * progress finish (at most `graceMs`, then the SMTP transaction is aborted), then stops.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export function createApp(options: AppOptions): ServerApp {
  const now = options.now ?? Date.now;
  const log = options.log ?? createLogger();
  const origins = new AllowedOrigins([options.siteUrl ?? siteInfo.siteUrl, ...(options.devOrigins ?? [])]);
  const mail: MailSettings = {
    to: options.mailTo ?? [siteInfo.contactEmail],
    from: options.mailFrom ?? siteInfo.contactEmail,
    siteName: siteInfo.name,
  };
  const store = new MessageStore(options.dataDir);
  const transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl, mail, options.smtpTimeouts)
    : emlTransport(path.join(options.dataDir, 'mail'), mail);
  const retry: RetryPolicy = {
    retryBaseMs: options.retry?.retryBaseMs ?? DEFAULTS.retryBaseMs,
    retryCapMs: options.retry?.retryCapMs ?? DEFAULTS.retryCapMs,
    giveUpAfterMs: options.retry?.giveUpAfterMs ?? DEFAULTS.giveUpAfterMs,
  };
  const worker = new DeliveryWorker({ store, transport, log, now, maxQueued: options.maxQueued, ...retry });
  const limits = createRateLimits({
    perMinute: options.rateLimitPerMinute ?? DEFAULTS.rateLimitPerMinute,
    redisUrl: options.redisUrl,
    log,
  });
  // What the instances share besides the rate limits (those keep their own connection, with an
  // in-memory stand-in while Redis is away): repeated messages and live departures.
  const redis = options.redisUrl
    ? connectRedis(options.redisUrl, log, {
        up: 'Redis connected: live departures and repeated messages are shared between instances',
        down: 'Redis unreachable: each instance asks for live departures and remembers repeated messages on its own until it is back',
      })
    : undefined;
  const departures = options.octo ? liveDepartures(options.octo, redis, log, now) : undefined;
  const csp = options.csp ?? siteInfo.csp;
  const drain = new Drain();

  const app = new Koa();
  // Behind N trusted proxies the client is the N-th address from the right of X-Forwarded-For;
  // anything further left was written by the client and could be forged.
  app.proxy = (options.trustProxyHops ?? 0) > 0;
  app.maxIpsCount = options.trustProxyHops ?? 0;
  app.on('error', (error: unknown, ctx?: Koa.Context) => log.error('request failed', { path: ctx?.path, error }));

  // The request log wraps the JSON error middleware so that it records the final status.
  app.use(requestLog(log));
  app.use(jsonErrors);
  app.use(drain.middleware());
  const headers = { siteUrl: options.siteUrl ?? siteInfo.siteUrl, permissionsPolicy: buildPermissionsPolicy(csp) };
  app.use(securityHeaders(buildCsp(csp), headers));
  app.use(
    health({
      store,
      worker,
      now,
      undeliveredMs: options.healthUndeliveredMs ?? DEFAULTS.healthUndeliveredMs,
      closing: () => drain.closing,
    }),
  );
  app.use(cspReports(log, limits.cspReports));
  const contact = contactRouter({
    store,
    onStored: (id) => worker.enqueue(id),
    repeats: redis ? redisRepeats(redis, memoryRepeats(now), log) : memoryRepeats(now),
    limits,
    isAllowedOrigin: origins.has,
    accepting: () => !drain.closing,
    now,
    log,
    formPage: options.distDir ? contactFormPages(options.distDir) : undefined,
    contentSecurityPolicy: ({ hashes }) => buildCsp(csp, hashes),
  });
  app.use(contact.routes());
  app.use(departuresRouter(departures).routes());
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) ctx.throw(404, 'No such API endpoint');
    await next();
  });
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
      // Koa's callback returns a promise that the http server does not need (errors are handled inside).
      const handler = app.callback();
      const listening = await listenOn((req, res) => void handler(req, res), port, host, options.http);
      server = listening;
      if (options.deliver !== false) worker.start();
      const address = listening.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const url = `http://${shownHost}:${address.port}`;
      // Pages this server itself serves (the site reached directly, as in tests or on a LAN).
      origins.add(url);
      if (['127.0.0.1', '::1', '::', '0.0.0.0'].includes(address.address))
        origins.add(`http://localhost:${address.port}`);
      return { server: listening, url, port: address.port };
    },
    async close({ graceMs = options.shutdownGraceMs ?? DEFAULTS.shutdownGraceMs } = {}) {
      const deadline = Date.now() + graceMs;
      const left = () => Math.max(0, deadline - Date.now());
      // Still listening: /healthz says 503 so a load balancer moves traffic away first.
      await drain.begin(graceMs);
      await worker.stop({ graceMs: left() });
      if (server) await drain.close(server, left());
      transport.close();
      await limits.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Live departures from the provider, kept in Redis when the instances share one. */
function liveDepartures(
  octo: NonNullable<AppOptions['octo']>,
  redis: Redis | undefined,
  log: Logger,
  now: () => number,
): Departures {
  return new Departures({
    client: octoClient({ url: octo.url, token: octo.token, timeoutMs: octo.timeoutMs ?? DEFAULTS.octoTimeoutMs }),
    store: redis ? redisStore(redis) : memoryStore(),
    log,
    now,
    fewPlacesLeft: siteInfo.fewPlacesLeft,
  });
}

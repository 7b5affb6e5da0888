// The server process: reads the environment (config.ts), checks what it needs, listens, and
// shuts down gracefully on SIGTERM / SIGINT. `npm start` runs it through scripts/start.ts;
// `npx tsx server/index.ts` runs it alone (serving the built site when NODE_ENV=production).
import { constants } from 'node:fs';
import { access, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type ServerApp } from './app.ts';
import { ConfigError, loadConfig, redactUrl } from './config.ts';
import { createLogger, type Logger } from './log.ts';
import { makeDirectory } from './make-directory.ts';
import { siteInfo } from './site-info.ts';

/** A problem the operator can fix; printed as its message alone, without a stack trace. */
export class StartupError extends Error {}

export const DIST_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
/** Vite's dev server (its default port), whose pages post to this API in development. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export interface StartOptions {
  /** Serve the prerendered site from dist/client (production) besides the API. */
  serveSite: boolean;
  /** Where the logs go (default: JSON lines on stdout). */
  log?: Logger;
}

export async function start(
  env: NodeJS.ProcessEnv,
  options: StartOptions,
): Promise<ServerApp & { url: string; shutdownGraceMs: number }> {
  const config = loadConfig(env, { contactEmail: siteInfo.contactEmail, siteUrl: siteInfo.siteUrl });
  await checkWritable(config.dataDir);
  if (options.serveSite) await checkBuilt(DIST_DIR);

  const log = options.log ?? createLogger();
  const server = createApp({
    dataDir: config.dataDir,
    distDir: options.serveSite ? DIST_DIR : undefined,
    smtpUrl: config.smtpUrl,
    mailTo: config.mailTo,
    mailFrom: config.mailFrom,
    siteUrl: config.siteUrl,
    // `npm run dev`: pages come from Vite's dev server, which proxies /api here.
    devOrigins: options.serveSite ? [] : DEV_ORIGINS,
    trustProxyHops: config.trustProxyHops,
    rateLimitPerMinute: config.rateLimitPerMinute,
    redisUrl: config.redisUrl,
    octo: config.octo,
    retry: { retryBaseMs: config.retryBaseMs, retryCapMs: config.retryCapMs, giveUpAfterMs: config.giveUpAfterMs },
    http: {
      headersTimeoutMs: config.headersTimeoutMs,
      requestTimeoutMs: config.requestTimeoutMs,
      keepAliveTimeoutMs: config.keepAliveTimeoutMs,
      maxConnections: config.maxConnections,
    },
    shutdownGraceMs: config.shutdownGraceMs,
    healthUndeliveredMs: config.healthUndeliveredMs,
    log,
  });
  let url: string;
  try {
    ({ url } = await server.listen(config.port, config.host));
  } catch (error) {
    throw listenError(error as NodeJS.ErrnoException, config.port, config.host);
  }
  log.info('server listening', {
    url,
    site: options.serveSite ? DIST_DIR : 'not served (API only; set NODE_ENV=production or use npm start)',
    dataDir: config.dataDir,
    mail: server.transport.description,
    mailTo: config.mailTo,
    rateLimits: config.redisUrl ? `shared through Redis ${redactUrl(config.redisUrl)}` : 'in memory (this process)',
    // The provider's address only: its key is never written anywhere.
    liveDepartures: config.octo ? `from ${config.octo.url}` : 'off (no OCTO_API_URL)',
  });
  if (!config.smtpUrl) {
    log.info('no SMTP_URL set: each message is written as an .eml file', {
      mailDir: path.join(config.dataDir, 'mail'),
    });
  } else {
    // Not fatal: messages wait in the outbox and are retried until the SMTP server answers.
    server.transport.verify().then(
      () => log.info('SMTP server reachable', { mail: server.transport.description }),
      (error: Error) =>
        log.warn('SMTP server not reachable now; messages will wait in outbox/ and be retried', {
          error: error.message,
        }),
    );
  }
  return { ...server, url, shutdownGraceMs: config.shutdownGraceMs };
}

export async function main(
  options: StartOptions = { serveSite: process.env.NODE_ENV === 'production' },
): Promise<void> {
  let server: Awaited<ReturnType<typeof start>>;
  try {
    server = await start(process.env, options);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof StartupError) {
      const problems = error instanceof ConfigError ? error.problems : [error.message];
      console.error(`Cannot start the server:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger();
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log.warn('second signal: exiting without waiting', { signal });
      process.exit(1);
    }
    stopping = true;
    log.info('shutting down: finishing requests and the delivery in progress', {
      signal,
      graceMs: server.shutdownGraceMs,
    });
    // A backstop in case something ignores the grace period: the exit is still ours.
    setTimeout(() => {
      log.error('shutdown did not finish in time; exiting', { graceMs: server.shutdownGraceMs });
      process.exit(1);
    }, server.shutdownGraceMs + 5000).unref();
    server.close().then(
      () => {
        log.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        log.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function checkWritable(dataDir: string): Promise<void> {
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    await makeDirectory(dataDir);
    await writeFile(probe, '');
    await rm(probe);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    // A full disk may be freed any minute, and meanwhile the site, the delivery of the outbox
    // and /healthz (503) still work: start, rather than crash-loop until someone notices.
    if (code === 'ENOSPC') {
      createLogger().error('DATA_DIR is full: new messages cannot be stored until space is freed', { dataDir });
      await rm(probe, { force: true }).catch(() => undefined);
      return;
    }
    throw new StartupError(
      `DATA_DIR: cannot write to ${JSON.stringify(dataDir)} (${code ?? message}); set DATA_DIR to a folder this user can create and write`,
    );
  }
}

async function checkBuilt(distDir: string): Promise<void> {
  try {
    await access(path.join(distDir, 'index.html'), constants.R_OK);
  } catch {
    throw new StartupError(
      `${path.join(distDir, 'index.html')} is missing: run \`npm run build\` (npm start does it for you)`,
    );
  }
}

function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  if (error.code === 'EADDRINUSE') {
    return new StartupError(`PORT: ${port} is already in use on ${host}; stop the other server or choose another PORT`);
  }
  if (error.code === 'EACCES') {
    return new StartupError(`PORT: ${port} needs administrator rights on this system; choose a PORT above 1023`);
  }
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return new StartupError(
      `HOST: ${JSON.stringify(host)} is not an address of this machine; use 127.0.0.1, 0.0.0.0 or ::`,
    );
  }
  return error;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

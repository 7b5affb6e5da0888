// The HTTP side of listening and stopping.
//
// listenOn() applies limits no human visitor reaches but a slow or hostile client does: headers
// within 10 s, the whole request within 20 s, idle keep-alive connections closed after 5 s, and
// at most MAX_CONNECTIONS open at once (beyond it new connections are dropped at once), so a
// few hundred trickling clients cannot use up the file descriptors.
//
// Drain is the graceful stop: first stop taking new messages while still listening (and say
// 503 on /healthz), let the form posts in flight finish, then stop listening, let the last
// answers go out, and cut whatever is still open when the grace period is over.
import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Context, Next } from 'koa';
import { DEFAULTS } from '../config.ts';

export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
}

export async function listenOn(handler: RequestListener, port: number, host: string, limits: Partial<HttpLimits> = {}) {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections } = { ...DEFAULTS, ...limits };
  // Node checks the two request timeouts only this often (30 s by default), which would let a
  // trickling client stay far past them.
  const connectionsCheckingInterval = Math.max(25, Math.min(1000, Math.floor(headersTimeoutMs / 4)));
  const server = createServer({ connectionsCheckingInterval }, handler);
  server.headersTimeout = headersTimeoutMs;
  server.requestTimeout = requestTimeoutMs;
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.maxConnections = maxConnections;
  server.listen(port, host);
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => Promise.reject(error as Error)),
  ]);
  return server;
}

export class Drain {
  closing = false;
  private inFlight = 0;
  private drained: Array<() => void> = [];

  /** Counts form posts in flight and marks every answer `Connection: close` once closing. */
  middleware() {
    return async (ctx: Context, next: Next): Promise<void> => {
      if (this.closing) ctx.set('Connection', 'close');
      if (ctx.method !== 'POST') {
        await next();
        return;
      }
      this.inFlight += 1;
      try {
        await next();
      } finally {
        this.inFlight -= 1;
        if (this.inFlight === 0) for (const resolve of this.drained.splice(0)) resolve();
      }
    };
  }

  /** Stops new posts (the routes read `closing`) and waits for those in flight, at most `ms`. */
  async begin(ms: number): Promise<void> {
    this.closing = true;
    if (this.inFlight === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.drained.push(resolve)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
    ]);
    clearTimeout(timer);
  }

  /** Stops listening, lets answers in progress go out, and cuts the rest after `ms`. */
  async close(server: Server, ms: number): Promise<void> {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // A connection still busy now becomes idle once its answer is sent (answers say
    // `Connection: close` while closing); sweep those until the server is closed.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), ms);
    try {
      await closed;
    } finally {
      clearInterval(sweep);
      clearTimeout(deadline);
    }
  }
}

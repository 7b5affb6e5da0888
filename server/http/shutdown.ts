// Graceful HTTP shutdown: stop accepting connections, let the requests in flight finish, drop
// idle keep-alive connections, and only after `timeoutMs` cut whatever is still open.
import type { Server } from 'node:http';

export async function closeGracefully(server: Server, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A connection still busy now becomes idle once its answer is sent (the app also says
  // `Connection: close` while closing); sweep those until the server is closed.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}

// Slow and greedy clients: a request trickled a byte at a time is cut off by the request
// timeouts while a normal visitor is served, and connections past MAX_CONNECTIONS are dropped.
// The timeouts are made small here through the same options config.ts feeds.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startApp, tempDir, type RunningApp } from '../test/helpers.ts';

const cleanup: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function app(http: Parameters<typeof startApp>[0]['http']): Promise<RunningApp> {
  const data = await tempDir();
  cleanup.push(data.remove);
  const running = await startApp({ dataDir: data.dir, http, deliver: false });
  cleanup.push(() => running.close({ graceMs: 0 }));
  return running;
}

async function open(url: string): Promise<Socket & { received: string }> {
  const { hostname, port } = new URL(url);
  const socket = Object.assign(connect(Number(port), hostname), { received: '' });
  socket.on('data', (chunk: Buffer) => (socket.received += chunk.toString('latin1')));
  socket.on('error', () => {});
  cleanup.push(() => void socket.destroy());
  await once(socket, 'connect');
  return socket;
}

/** Writes `text` one byte per `everyMs` until the server closes the socket. */
function trickle(socket: Socket, text: string, everyMs = 50): void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || socket.writableEnded) return clearInterval(timer);
    socket.write(text[i++ % text.length] ?? ' ');
  }, everyMs);
  cleanup.push(() => clearInterval(timer));
}

describe('slow clients', () => {
  it('cuts a client that trickles its body, while a normal visitor is served', async () => {
    const running = await app({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const slow = await open(running.url);
    slow.write(
      'POST /api/send-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    trickle(slow, 'x');
    const normal = await fetch(`${running.url}/healthz`);
    expect(normal.status).toBe(200);
    await once(slow, 'close');
    // Node answers 408 when it can; either way the connection is gone.
    expect(slow.received === '' || slow.received.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes the connection after refusing a body it will not read (413), so the rest cannot trickle', async () => {
    const running = await app({});
    const greedy = await open(running.url);
    greedy.write(
      'POST /api/send-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{',
    );
    trickle(greedy, 'x');
    await once(greedy, 'close');
    expect(greedy.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(greedy.received).toMatch(/\r\nConnection: close\r\n/i);
  });

  it('cuts a client that trickles its headers', async () => {
    const running = await app({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const slow = await open(running.url);
    slow.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    trickle(slow, 'X-Slow: yes\r\n');
    await once(slow, 'close');
    expect(slow.received).not.toContain('200 OK');
  });

  it('drops connections beyond maxConnections and takes new ones once there is room', async () => {
    const running = await app({ maxConnections: 2 });
    const held = [await open(running.url), await open(running.url)];
    const extra = await open(running.url);
    extra.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await once(extra, 'close');
    expect(extra.received).toBe('');
    held[0]!.destroy();
    await once(held[0]!, 'close');
    const served = await waitForOk(`${running.url}/healthz`);
    expect(served).toBe(200);
  });
});

/** The server counts a closed connection out asynchronously: ask until it has. */
async function waitForOk(url: string): Promise<number> {
  for (let tries = 0; ; tries++) {
    const status = await fetch(url).then(
      (response) => response.status,
      (error: unknown) => {
        if (tries > 100) throw error;
        return 0;
      },
    );
    if (status !== 0) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

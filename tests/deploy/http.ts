// Raw HTTP/1.1 and HTTP/2 requests that keep what fetch would hide: the negotiated protocol,
// Content-Encoding with the compressed bytes, and every header as sent.
import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import http2, { type ClientHttp2Session } from 'node:http2';
import tls from 'node:tls';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An HTTP/2 connection to Caddy on 127.0.0.1, verified against its CA as `localhost`. */
export function connectH2(port: number, caCertFile: string): Promise<ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    // `localhost` may resolve to ::1 first; Caddy listens on 127.0.0.1 only.
    const ca = readFileSync(caCertFile);
    const session = http2.connect(`https://localhost:${port}`, {
      createConnection: () =>
        tls.connect({ host: '127.0.0.1', port, servername: 'localhost', ca, ALPNProtocols: ['h2', 'http/1.1'] }),
    });
    session.once('connect', () => resolve(session));
    session.once('error', reject);
  });
}

export function h2Request(
  session: ClientHttp2Session,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const stream = session.request({ ':method': method, ':path': path, ...headers }, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let responseHeaders: http2.IncomingHttpHeaders & http2.IncomingHttpStatusHeader = {};
    stream.on('response', (received) => (responseHeaders = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const { ':status': status = 0, ...rest } = responseHeaders;
      resolve({ status, headers: rest, body: Buffer.concat(chunks) });
    });
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  });
}

export function h1Request(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

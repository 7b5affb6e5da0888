// A real SMTP server (smtp-server) for the integration tests, on a local port, that keeps
// every message it accepts with its envelope and parsed headers.
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  /** Header name (lower case) → values, unfolded, in order. */
  headers: Map<string, string[]>;
  /** The body, with quoted-printable decoded. */
  text: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Cuts every open connection at once (a server that dies mid-transaction). */
  dropConnections(): void;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  port?: number;
  /**
   * Awaited before the server answers "250 OK" to a message (to hold a delivery in flight).
   * Rejecting with smtpError(code, text) makes the server answer that instead.
   */
  beforeAccept?: (mail: ReceivedMail) => Promise<void>;
  /** Answer MAIL FROM with this refusal (e.g. 550: not allowed to send as this address). */
  refuseSender?: Error;
  /** Require AUTH with these credentials; anything else is answered 535. */
  credentials?: { user: string; pass: string };
}

/** An error smtp-server sends to the client as `code text`. */
export function smtpError(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

export async function startSmtp({
  port = 0,
  beforeAccept,
  refuseSender,
  credentials,
}: TestSmtpOptions = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    authOptional: !credentials,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing must not wait 30 s for a connection a test left hanging.
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials?.user && auth.password === credentials?.pass) {
        callback(null, { user: auth.username });
      } else callback(smtpError(535, 'Authentication credentials invalid'));
    },
    onMailFrom(_address, _session, callback) {
      callback(refuseSender ?? null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), envelope);
        Promise.resolve(beforeAccept?.(mail)).then(() => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // A client that vanishes mid-transaction is normal in these tests, not a failure.
  server.on('error', () => {});
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const { port: bound } = server.server.address() as { port: number };
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    dropConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function parseMail(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const qp = /quoted-printable/i.test(headers.get('content-transfer-encoding')?.[0] ?? '');
  return { envelope, raw, headers, text: qp ? decodeQuotedPrintable(body) : body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** A port that was free a moment ago: for an SMTP server that is started only later. */
export async function reservePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

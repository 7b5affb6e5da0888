// A real SMTP server (smtp-server) on loopback that misbehaves on purpose, one answer per
// message: accept (250), refuse for now (451), refuse for good (554), hang (then drop), or drop
// the connection in the middle of DATA. It records every message it accepted, by Message-ID.
import { once } from 'node:events';
import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpMode = 'accept' | 'tempfail' | 'permfail' | 'hang' | 'drop';

export interface Receipt {
  /** The contact message's id (the local part of its Message-ID). */
  id: string;
  at: number;
}

export interface FlakySmtp {
  url: string;
  receipts: Receipt[];
  /** Chooses the answer to each message; replace it to change the weather. */
  pick: () => SmtpMode;
  /** Resolves when the next message is being held by 'hang' (to SIGTERM during a delivery). */
  nextHang(): Promise<void>;
  close(): Promise<void>;
}

const HANG_MS = 2000;
const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

export async function startFlakySmtp(pick: () => SmtpMode): Promise<FlakySmtp> {
  const receipts: Receipt[] = [];
  const sockets = new Set<Socket>();
  let hangWaiters: Array<() => void> = [];
  const state: FlakySmtp = {
    url: '',
    receipts,
    pick,
    nextHang: () => new Promise((resolve) => hangWaiters.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = /^Message-ID:\s*<([^@>]+)@/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '?';
        const mode = state.pick();
        if (mode === 'accept') {
          receipts.push({ id, at: Date.now() });
          callback();
        } else if (mode === 'tempfail') callback(smtpError(451, '4.3.0 Try again later'));
        else if (mode === 'permfail') callback(smtpError(554, '5.7.1 Message refused by policy'));
        else if (mode === 'drop') dropAll();
        else {
          for (const resolve of hangWaiters.splice(0)) resolve();
          setTimeout(dropAll, HANG_MS).unref();
        }
      });
    },
  });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('error', () => {});
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  state.url = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  hangWaiters = [];
  return state;
}

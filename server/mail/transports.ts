// The two ways a message leaves the server: an SMTP server (SMTP_URL set) or, by default, a
// readable `.eml` file under DATA_DIR/mail that any mail client opens. Both build the mail
// with the same composer, so the file shows exactly what SMTP would have sent.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { DEFAULTS, redactUrl } from '../config.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { composeMail, type MailSettings } from './compose.ts';
import type { StoredMessage } from './message.ts';

export interface MailTransport {
  /** For the start-up log: where messages go. Never contains a password. */
  readonly description: string;
  /**
   * Delivers one message; resolves with where it went, rejects with the reason it did not.
   * `signal` aborts an SMTP transaction in progress (shutdown after its grace period).
   */
  send(message: StoredMessage, signal?: AbortSignal): Promise<string>;
  /** Checks that the destination is reachable now (SMTP: connect and log in). */
  verify(): Promise<void>;
  close(): void;
}

export interface SmtpTimeouts {
  /** Caps each wait so that a shutdown never hangs for minutes on a dead SMTP server. */
  connectionTimeoutMs: number;
  socketTimeoutMs: number;
}

const DEFAULT_TIMEOUTS: SmtpTimeouts = {
  connectionTimeoutMs: DEFAULTS.smtpConnectionTimeoutMs,
  socketTimeoutMs: DEFAULTS.smtpSocketTimeoutMs,
};

export function smtpTransport(url: string, settings: MailSettings, timeouts = DEFAULT_TIMEOUTS): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectionTimeoutMs,
    greetingTimeout: timeouts.connectionTimeoutMs,
    socketTimeout: timeouts.socketTimeoutMs,
  });
  return {
    description: `SMTP ${redactUrl(url)}`,
    async send(message, signal) {
      // nodemailer (10+) honours `signal`; @types/nodemailer does not list it yet.
      const info = await transporter.sendMail(Object.assign(composeMail(message, settings), { signal }));
      return `SMTP ${String(info.response)}`;
    },
    async verify() {
      await transporter.verify();
    },
    close: () => transporter.close(),
  };
}

export function emlTransport(mailDir: string, settings: MailSettings): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `.eml files in ${mailDir}`,
    async send(message) {
      const info = await composer.sendMail(composeMail(message, settings));
      await mkdir(mailDir, { recursive: true });
      // Named by message id: writing the same message again replaces the file (idempotent).
      const file = path.join(mailDir, `${message.id}.eml`);
      await writeFileAtomic(file, info.message as Buffer);
      return file;
    },
    async verify() {
      await mkdir(mailDir, { recursive: true });
    },
    close: () => composer.close(),
  };
}

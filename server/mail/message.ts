// The shape of a contact message as it is kept on disk, from acceptance to delivery.
import { randomBytes } from 'node:crypto';

/** What the visitor wrote, already validated and trimmed. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Where the visitor wrote from, as the form said: the page, its language and, on a tour's page,
 * the tour. Absent from messages sent by API users that do not say. */
export interface MessageOrigin {
  page?: string;
  lang?: string;
  tour?: string;
}

export interface StoredMessage extends ContactMessage {
  origin?: MessageOrigin;
  /** Unique, sortable by arrival, safe in a file name and a Message-ID. */
  id: string;
  /** ISO time the server accepted the message. */
  receivedAt: string;
  client: { ip: string; userAgent?: string };
  /** Why the message is suspected spam; absent for ordinary messages. */
  spamReasons?: string[];
  delivery: DeliveryState;
}

export interface DeliveryState {
  attempts: number;
  lastAttemptAt?: string;
  lastError?: string;
  nextAttemptAt?: string;
  deliveredAt?: string;
  /** Where it went: the SMTP server's answer, or the `.eml` file written. */
  deliveredTo?: string;
}

/** `20250314T093000Z-1f2e3d4c5b6a`: arrival time first so folders list in order. */
export function newMessageId(now: number): string {
  const stamp = new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${randomBytes(6).toString('hex')}`;
}

/** The arrival time (ms) a message id starts with, to the second; undefined for another name. */
export function messageIdTime(id: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-/.exec(id);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

export const MESSAGE_ID_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{12}$/;

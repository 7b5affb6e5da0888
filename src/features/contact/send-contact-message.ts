// POST /api/send-email (server/contact/route.ts): the visitor's message plus the two
// anti-spam fields the server expects (server/contact/fields.ts). Only the status counts.
export const SEND_EMAIL_PATH = '/api/send-email';

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface AntiSpamFields {
  /** The hidden honeypot input: empty unless a bot filled it in. */
  website: string;
  /** Date.now() when the form was shown. */
  shownAt: number;
}

export class SendFailedError extends Error {
  constructor(readonly status: number) {
    super(`The server answered ${status} to the contact message`);
    this.name = 'SendFailedError';
  }
}

/** Resolves when the server accepted the message (any 2xx); rejects otherwise. */
export async function sendContactMessage(
  body: ContactFields & AntiSpamFields,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(SEND_EMAIL_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new SendFailedError(response.status);
}

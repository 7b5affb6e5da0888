// POST the contact form to the server (the contract: src/lib/contact-api.ts). The outcome the
// form needs: sent, which fields the server refused and why, how long to wait, or failed.
import {
  CONTACT_API_PATH,
  DEFAULT_RETRY_SECONDS,
  MESSAGE_FIELDS,
  type ContactError,
  type ContactSubmission,
  type FieldCode,
  type MessageField,
} from '../../lib/contact-api.ts';

export type SendResult =
  | { kind: 'sent' }
  | { kind: 'fields'; fields: Partial<Record<MessageField, FieldCode>> }
  | { kind: 'rate-limited'; seconds: number }
  | { kind: 'failed'; status: number };

/** How long the form waits for the server's answer before it tells the visitor, who may then
 * send again. A message is a few KB, stored as soon as it arrives: with no answer after this, the
 * connection is crawling or has stalled (a phone roaming, a train). The send itself goes on. */
export const ANSWER_TIMEOUT_MS = 20_000;

/**
 * Sends the message once. `key` names this message's text: sent again with the same key after
 * no answer came, it is stored once (server/contact/repeats.ts). `signal` stops it.
 */
export async function sendContactMessage(
  body: ContactSubmission,
  { key, signal }: { key?: string; signal?: AbortSignal } = {},
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  const response = await fetchImpl(CONTACT_API_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // A string as HTTP's structured fields write it, as the IETF's Idempotency-Key draft asks.
      ...(key ? { 'Idempotency-Key': `"${key}"` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
  if (response.ok) return { kind: 'sent' };
  if (response.status === 429) {
    return { kind: 'rate-limited', seconds: Number(response.headers.get('Retry-After')) || DEFAULT_RETRY_SECONDS };
  }
  if (response.status === 400) {
    const answer = (await response.json().catch(() => undefined)) as ContactError | undefined;
    const fields = Object.fromEntries(
      // Only the visitor's fields: a problem with another (a hidden one) is no field to mark.
      MESSAGE_FIELDS.flatMap((field) => {
        const problem = answer?.fields?.[field];
        return problem ? [[field, problem.code]] : [];
      }),
    ) as Partial<Record<MessageField, FieldCode>>;
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'failed', status: response.status };
}

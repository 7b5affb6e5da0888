// POST the contact form to the server (the contract: src/lib/contact-api.ts). The outcome the
// form needs: sent, which fields the server refused and why, how long to wait, or failed.
import {
  CONTACT_API_PATH,
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

export async function sendContactMessage(
  body: ContactSubmission,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  const response = await fetchImpl(CONTACT_API_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return { kind: 'sent' };
  if (response.status === 429) {
    return { kind: 'rate-limited', seconds: Number(response.headers.get('Retry-After')) || 60 };
  }
  if (response.status === 400) {
    const answer = (await response.json().catch(() => undefined)) as ContactError | undefined;
    const fields = Object.fromEntries(
      Object.entries(answer?.fields ?? {}).flatMap(([field, problem]) => (problem ? [[field, problem.code]] : [])),
    ) as Partial<Record<MessageField, FieldCode>>;
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'failed', status: response.status };
}

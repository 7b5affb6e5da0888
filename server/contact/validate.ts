// Checks the JSON body of POST /api/send-email. Every problem is reported at once, by field, so
// the form (or an API user) can point at each one.
import { isEmailAddress, MAX_EMAIL_LENGTH } from '../email-address.ts';
import type { ContactMessage } from '../mail/message.ts';
import { HONEYPOT_FIELD, SHOWN_AT_FIELD } from './fields.ts';

/** Longest accepted value of each field, in characters after trimming. */
export const FIELD_LIMITS = { name: 100, email: MAX_EMAIL_LENGTH, subject: 200, message: 5000 } as const;
const HONEYPOT_LIMIT = 500;

export interface Submission {
  message: ContactMessage;
  /** The honeypot's value: empty unless a bot filled in the hidden field. */
  honeypot: string;
  /** When the form was shown, in ms since 1970 by the visitor's clock. */
  shownAt: number;
}

export type ValidationResult =
  { ok: true; submission: Submission } | { ok: false; error: string; fields: Record<string, string> };

// Line breaks in a header field are how header injection starts; other control characters
// have no business in any field.
// eslint-disable-next-line no-control-regex
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function validateSubmission(body: unknown): ValidationResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The body must be a JSON object', fields: {} };
  }
  const input = body as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const known = new Set<string>([...Object.keys(FIELD_LIMITS), HONEYPOT_FIELD, SHOWN_AT_FIELD]);
  for (const key of Object.keys(input)) if (!known.has(key)) fields[key] = 'is not an accepted field';

  const text = (key: keyof typeof FIELD_LIMITS, multiline = false): string => {
    const value = input[key];
    if (value === undefined || value === null) return problem(key, 'is required');
    if (typeof value !== 'string') return problem(key, 'must be text');
    const trimmed = value.trim();
    if (trimmed === '') return problem(key, 'is required');
    if ([...trimmed].length > FIELD_LIMITS[key]) return problem(key, `must be at most ${FIELD_LIMITS[key]} characters`);
    if (!multiline && LINE_BREAK.test(trimmed)) return problem(key, 'must be a single line');
    if (CONTROL.test(trimmed)) return problem(key, 'must not contain control characters');
    return trimmed;
  };
  const problem = (key: string, description: string): string => {
    fields[key] = description;
    return '';
  };

  const message: ContactMessage = {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    message: text('message', true),
  };
  if (message.email !== '' && !isEmailAddress(message.email)) problem('email', 'must be a valid email address');

  const honeypot = input[HONEYPOT_FIELD] ?? '';
  if (typeof honeypot !== 'string' || honeypot.length > HONEYPOT_LIMIT) {
    problem(HONEYPOT_FIELD, `must be text of at most ${HONEYPOT_LIMIT} characters`);
  }
  const shownAt = input[SHOWN_AT_FIELD];
  if (typeof shownAt !== 'number' || !Number.isSafeInteger(shownAt) || shownAt <= 0) {
    problem(SHOWN_AT_FIELD, 'must be the time the form was shown, in milliseconds since 1970');
  }

  if (Object.keys(fields).length > 0) return { ok: false, error: 'Some fields are missing or invalid', fields };
  return { ok: true, submission: { message, honeypot: String(honeypot).trim(), shownAt: shownAt as number } };
}

// Checks the JSON body of POST /api/send-email against the contract in src/lib/contact-api.ts.
// Every problem is reported at once, by field, each as a stable code and an English message,
// so the form (or an API user) can point at each one in the visitor's language.
import {
  FIELD_LIMITS,
  fieldMessage,
  HONEYPOT_FIELD,
  HONEYPOT_LIMIT,
  MESSAGE_FIELDS,
  ORIGIN_FIELDS,
  ORIGIN_LIMITS,
  SHOWN_AT_FIELD,
  type FieldCode,
  type FieldProblem,
  type MessageField,
} from '../../src/lib/contact-api.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { isEmailAddress } from '../email-address.ts';
import type { ContactMessage, MessageOrigin } from '../mail/message.ts';

export interface Submission {
  message: ContactMessage;
  /** The honeypot's value: empty unless a bot filled in the hidden field. */
  honeypot: string;
  /** When the form was shown, in ms since 1970 by the visitor's clock; unknown for a form sent
   * without script (a static page cannot say when it was shown). */
  shownAt?: number;
  origin: MessageOrigin;
}

export type ValidationResult =
  { ok: true; submission: Submission } | { ok: false; error: string; fields: Record<string, FieldProblem> };

// Line breaks in a header field are how header injection starts; other control characters
// have no business in any field.
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface ValidationOptions {
  /** Whether SHOWN_AT_FIELD is required: it is for the JSON API (the form's script sends it);
   * a form posted without script cannot have it. */
  timed?: boolean;
}

export function validateSubmission(body: unknown, { timed = true }: ValidationOptions = {}): ValidationResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The body must be a JSON object', fields: {} };
  }
  const input = body as Record<string, unknown>;
  const fields: Record<string, FieldProblem> = {};
  const problem = (key: string, code: FieldCode, limit?: number): string => {
    fields[key] = { code, message: fieldMessage(code, limit) };
    return '';
  };
  const known = new Set<string>([...MESSAGE_FIELDS, HONEYPOT_FIELD, SHOWN_AT_FIELD, ...ORIGIN_FIELDS]);
  for (const key of Object.keys(input)) if (!known.has(key)) problem(key, 'unknown_field');

  const text = (key: MessageField, multiline = false): string => {
    const value = input[key];
    if (value === undefined || value === null) return problem(key, 'required');
    if (typeof value !== 'string') return problem(key, 'not_text');
    // A form posted without script sends each line break as CR LF, as HTML's form encoding
    // does, where the textarea counted one character: one it stays, within the limit too.
    const trimmed = value.replace(/\r\n?/g, '\n').trim();
    if (trimmed === '') return problem(key, 'required');
    if ([...trimmed].length > FIELD_LIMITS[key]) return problem(key, 'too_long', FIELD_LIMITS[key]);
    if (!multiline && LINE_BREAK.test(trimmed)) return problem(key, 'single_line');
    if (CONTROL.test(trimmed)) return problem(key, 'control_characters');
    return trimmed;
  };
  const message: ContactMessage = {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    message: text('message', true),
  };
  if (message.email !== '' && !isEmailAddress(message.email)) problem('email', 'invalid_email');

  const honeypot = input[HONEYPOT_FIELD] ?? '';
  if (typeof honeypot !== 'string') problem(HONEYPOT_FIELD, 'not_text');
  else if (honeypot.length > HONEYPOT_LIMIT) problem(HONEYPOT_FIELD, 'too_long', HONEYPOT_LIMIT);

  const origin = originOf(input, problem);

  const shownAt = input[SHOWN_AT_FIELD];
  const untimed = !timed && shownAt === undefined;
  if (!untimed && (typeof shownAt !== 'number' || !Number.isSafeInteger(shownAt) || shownAt <= 0)) {
    problem(SHOWN_AT_FIELD, 'invalid_time');
  }
  if (Object.keys(fields).length > 0 || typeof honeypot !== 'string' || !(untimed || typeof shownAt === 'number')) {
    return { ok: false, error: 'Some fields are missing or invalid', fields };
  }
  return {
    ok: true,
    submission: { message, honeypot: honeypot.trim(), origin, ...(typeof shownAt === 'number' ? { shownAt } : {}) },
  };
}

/** Where the form was sent from: a path on this site (one line, no spaces) and a language code,
 * both optional; a tour's page (`/es/tours/vatican`) names its tour, if tours.yaml has it. */
function originOf(input: Record<string, unknown>, problem: (key: string, code: FieldCode, limit?: number) => string) {
  const origin: MessageOrigin = {};
  for (const key of ORIGIN_FIELDS) {
    const value = input[key];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') problem(key, 'not_text');
    else if (value.length > ORIGIN_LIMITS[key]) problem(key, 'too_long', ORIGIN_LIMITS[key]);
    else if (key === 'page' && !/^\/[^\s\\]*$/.test(value)) problem(key, 'invalid_page');
    else if (key === 'lang' && !/^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(value)) problem(key, 'invalid_language');
    else origin[key] = value;
  }
  const slug = origin.page && /\/tours\/([a-z0-9-]+)$/.exec(origin.page)?.[1];
  if (slug && toursConfig.tours.some((tour) => tour.slug === slug)) origin.tour = slug;
  return origin;
}

// The contact API's contract, in one place for both sides: the form (src/features/contact)
// and the server (server/contact). Plain TypeScript with no DOM and no Node imports, because
// the browser bundle and the server both import it.
//
// POST CONTACT_API_PATH with Content-Type: application/json, at most MAX_BODY_BYTES:
//   { "name", "email", "subject", "message",   the visitor's text, trimmed, within FIELD_LIMITS
//     "website": "",                           HONEYPOT_FIELD, hidden from people: must stay empty
//     "shownAt": 1718000000000,                SHOWN_AT_FIELD, Date.now() when the form was shown
//     "page": "/de/contact", "lang": "de" }    optional: where the form was sent from, for the mail
// with an optional `Idempotency-Key: "<uuid>"` header (an RFC 8941 string, or a bare token): the
// same key and body sent again within a day (its first answer lost) is answered 202 with the
// first id, not stored again (server/contact/repeats.ts); a header that is not a string of 1 to
// 200 characters is a 400 'invalid_body'.
//
// Answers (every error is JSON with a stable `code` to translate and an English `error`):
//   202 { ok: true, id }                       stored durably; delivery follows in the background
//   400 { ok: false, code: 'invalid_fields', error, fields: { email: { code: 'invalid_email', message } } }
//       or code 'invalid_json' / 'invalid_body' (no `fields`)
//   403 'cross_site' · 405 'method_not_allowed' · 413 'too_large' · 415 'unsupported_type'
//   429 'rate_limited' with a Retry-After header (seconds) · 503 'unavailable' (shutting down)
//   500 'internal'
//
// The form sent without script posts the same fields as application/x-www-form-urlencoded, with
// `page` and `lang` and without `shownAt`. It is answered with pages, not JSON: 303 to the
// thank-you page (`/<lang>/contact/sent`), or with the status above and the contact page again,
// holding the visitor's values and the problems (FormReply).

import type { TextParts } from '../generated/i18n-types.ts';
import { format } from './placeholders.ts';

export const CONTACT_API_PATH = '/api/send-email';

/** The wait a 429 without a usable Retry-After header stands for, in seconds. */
export const DEFAULT_RETRY_SECONDS = 60;

/** What the visitor writes, in the order the form shows it. */
export const MESSAGE_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];

/** The honeypot input: hidden from people (off-screen, aria-hidden); bots fill it in. */
export const HONEYPOT_FIELD = 'website';
/** Date.now() in the browser when the form was shown (the load of the page the writing began on,
 * kept across reloads with the draft): a form sent within seconds is a script. */
export const SHOWN_AT_FIELD = 'shownAt';
/** Where the message was written: the page's address and language (the mail names them). */
export const ORIGIN_FIELDS = ['page', 'lang'] as const;
/** Longest accepted `page` (an address on this site) and `lang` (a language code). */
export const ORIGIN_LIMITS = { page: 300, lang: 10 } as const;

/** Longest accepted value of each field, in characters (code points) after trimming. */
export const FIELD_LIMITS: Readonly<Record<MessageField, number>> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};
export const HONEYPOT_LIMIT = 500;
/** The most characters all of a message's fields together can hold. */
const LONGEST_MESSAGE =
  Object.values(FIELD_LIMITS).reduce((sum, limit) => sum + limit, 0) +
  HONEYPOT_LIMIT +
  ORIGIN_LIMITS.page +
  ORIGIN_LIMITS.lang;
/** Largest request body (76 KiB): a message with every field at its longest fits even in 4-byte
 * characters (an emoji, a rare Chinese character) sent by the form without script, whose
 * encoding writes each byte as %XX: 12 bytes a character; plus a KiB for the field names. */
export const MAX_BODY_BYTES = Math.ceil((LONGEST_MESSAGE * 12) / 1024 + 1) * 1024;

export type ContactMessageFields = Record<MessageField, string>;
export interface ContactSubmission extends ContactMessageFields {
  [HONEYPOT_FIELD]: string;
  [SHOWN_AT_FIELD]: number;
  page?: string;
  lang?: string;
}

/** Why one field was refused. */
export type FieldCode =
  | 'required'
  | 'not_text'
  | 'too_long'
  | 'single_line'
  | 'control_characters'
  | 'invalid_email'
  | 'invalid_time'
  | 'invalid_page'
  | 'invalid_language'
  | 'unknown_field';

/**
 * What the server answers a form posted without script that it did not take: the contact page
 * again, its form holding the visitor's values and why (fields refused, too many messages, or
 * another failure).
 */
export interface FormReply {
  values: ContactMessageFields;
  errors: Partial<Record<MessageField, FieldCode>>;
  /** Over the rate limit: how long to wait. */
  waitSeconds?: number;
  /** Refused for another reason (the server restarting, a body too large). */
  failed?: boolean;
}

export interface FieldProblem {
  code: FieldCode;
  /** English, for API users and logs; the form shows its own translation of `code`. */
  message: string;
}

/** The whole request's error, one per HTTP answer above. */
export type ErrorCode =
  | 'invalid_fields'
  | 'invalid_json'
  | 'invalid_body'
  | 'cross_site'
  | 'not_found'
  | 'method_not_allowed'
  | 'too_large'
  | 'unsupported_type'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export interface ContactAccepted {
  ok: true;
  id: string;
}

export interface ContactError {
  ok: false;
  code: ErrorCode;
  error: string;
  fields?: Partial<Record<string, FieldProblem>>;
}

/** The English text of a field problem (the server sends it beside the code). */
export function fieldMessage(code: FieldCode, limit?: number): string {
  switch (code) {
    case 'required':
      return 'is required';
    case 'not_text':
      return 'must be text';
    case 'too_long':
      return `must be at most ${limit ?? '?'} characters`;
    case 'single_line':
      return 'must be a single line';
    case 'control_characters':
      return 'must not contain control characters';
    case 'invalid_email':
      return 'must be a valid email address';
    case 'invalid_time':
      return 'must be the time the form was shown, in milliseconds since 1970';
    case 'invalid_page':
      return 'must be an address on this site, such as /de/contact';
    case 'invalid_language':
      return 'must be a language code, such as de';
    case 'unknown_field':
      return 'is not an accepted field';
  }
}

/** The code an error answer carries when its handler named none, by HTTP status. */
export function errorCodeForStatus(status: number): ErrorCode {
  const codes: Partial<Record<number, ErrorCode>> = {
    400: 'invalid_body',
    403: 'cross_site',
    404: 'not_found',
    405: 'method_not_allowed',
    413: 'too_large',
    415: 'unsupported_type',
    429: 'rate_limited',
    503: 'unavailable',
  };
  return codes[status] ?? (status >= 500 ? 'internal' : 'invalid_body');
}

/** What the visitor reads under a refused field, in the page's language (`words`: its contact
 * texts). A code the form cannot cause (a field sent as a number, say) reads as "fill this in". */
export function fieldProblemText(words: TextParts['contact'], field: MessageField, code: FieldCode): string {
  if (code === 'too_long') return format(words.fieldTooLong, { max: FIELD_LIMITS[field] });
  if (code === 'single_line' || code === 'control_characters') return words.fieldOneLine;
  if (code === 'invalid_email') return words.fieldEmail;
  return words.fieldRequired;
}

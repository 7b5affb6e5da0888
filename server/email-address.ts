// One definition of "a valid email address", shared by the contact form's validation and the
// MAIL_TO / MAIL_FROM settings.
//
// Deliberately the common dot-atom form (RFC 5322 `local@domain` without quoted strings,
// comments or IP literals): it covers real visitors' addresses, and everything it refuses
// (quotes, angle brackets, commas, spaces, line breaks) is what could change a mail header's
// meaning.

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const MAX_EMAIL_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  // A top-level domain is required (`user@localhost` is not a reachable public address).
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/.test(labels.at(-1) ?? '');
}

import { describe, expect, it } from 'vitest';
import { MIN_FILL_TIME_MS, spamReasons } from './fields.ts';
import { validateSubmission } from './validate.ts';

const valid = {
  name: 'Ann',
  email: 'ann@example.org',
  subject: 'Hi',
  message: 'Hello',
  website: '',
  shownAt: 1_700_000_000_000,
};

describe('validateSubmission', () => {
  it('accepts a valid submission and trims every field', () => {
    const result = validateSubmission({ ...valid, name: ' Ann ', message: '\n Hello \n', website: '  ' });
    expect(result).toEqual({
      ok: true,
      submission: {
        message: { name: 'Ann', email: 'ann@example.org', subject: 'Hi', message: 'Hello' },
        honeypot: '',
        shownAt: valid.shownAt,
        origin: {},
      },
    });
  });

  it('keeps where the form was sent from, naming the tour of a tour page', () => {
    const result = validateSubmission({ ...valid, page: '/it/tours/pantheon', lang: 'it' });
    expect(result.ok && result.submission.origin).toEqual({ page: '/it/tours/pantheon', lang: 'it', tour: 'pantheon' });
    // An address under /tours/ that is no tour names none.
    const unknown = validateSubmission({ ...valid, page: '/it/tours/atlantis', lang: 'it' });
    expect(unknown.ok && unknown.submission.origin).toEqual({ page: '/it/tours/atlantis', lang: 'it' });
    const elsewhere = validateSubmission({ ...valid, page: 'javascript:alert(1)', lang: 'Italian\n' });
    expect(elsewhere.ok ? {} : elsewhere.fields).toEqual({
      lang: { code: 'invalid_language', message: 'must be a language code, such as de' },
      page: { code: 'invalid_page', message: 'must be an address on this site, such as /de/contact' },
    });
  });

  it('accepts a missing honeypot and line breaks in the message', () => {
    const { website: _honeypot, ...rest } = valid;
    expect(validateSubmission({ ...rest, message: 'one\r\ntwo\n\tthree' }).ok).toBe(true);
  });

  it.each([
    ['name', { name: 'x'.repeat(101) }, 'must be at most 100 characters'],
    ['subject', { subject: 's'.repeat(201) }, 'must be at most 200 characters'],
    ['message', { message: 'm'.repeat(5001) }, 'must be at most 5000 characters'],
    ['email', { email: 'no-at-sign' }, 'must be a valid email address'],
    ['email', { email: 'a@b' }, 'must be a valid email address'],
    ['email', { email: '"quoted"@example.org' }, 'must be a valid email address'],
    ['email', { email: 'a@example.org, b@example.org' }, 'must be a valid email address'],
    ['email', { email: 'Ann <ann@example.org>' }, 'must be a valid email address'],
    ['name', { name: 'Ann\u2028Bcc: x' }, 'must be a single line'],
    ['subject', { subject: 'Hi\rthere' }, 'must be a single line'],
    ['message', { message: 'null \u0000 byte' }, 'must not contain control characters'],
    ['website', { website: 42 }, 'must be text'],
    ['website', { website: 'w'.repeat(501) }, 'must be at most 500 characters'],
    ['shownAt', { shownAt: -5 }, 'must be the time the form was shown, in milliseconds since 1970'],
    ['shownAt', { shownAt: 1.5 }, 'must be the time the form was shown, in milliseconds since 1970'],
    ['name', { name: null }, 'is required'],
    ['subject', { subject: 42 }, 'must be text'],
  ])('refuses %s in %j', (field, change, problem) => {
    const result = validateSubmission({ ...valid, ...change });
    expect(result).toMatchObject({
      ok: false,
      fields: { [field]: { code: expect.any(String) as unknown, message: problem } },
    });
    if (!result.ok) expect(Object.keys(result.fields)).toEqual([field]);
  });

  it('gives each problem a stable code for the form to translate', () => {
    const result = validateSubmission({ ...valid, email: 'nope', name: '', extra: 1 });
    expect(result).toMatchObject({
      ok: false,
      fields: {
        email: { code: 'invalid_email' },
        name: { code: 'required' },
        extra: { code: 'unknown_field', message: 'is not an accepted field' },
      },
    });
  });

  it('counts a line break sent as CR LF (a form without script) as the one character the textarea counted', () => {
    const lines = Array.from({ length: 120 }, () => 'x'.repeat(40)).join('\n');
    expect([...lines]).toHaveLength(4919);
    const result = validateSubmission({ ...valid, message: lines.replaceAll('\n', '\r\n') });
    expect(result.ok && result.submission.message.message).toBe(lines);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateSubmission({ ...valid, name: '🏛'.repeat(100) }).ok).toBe(true);
  });

  it('accepts an address of exactly 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    expect(validateSubmission({ ...valid, email }).ok).toBe(true);
  });

  it.each([null, 'text', 42, [valid]])('refuses a body that is not an object: %j', (body) => {
    expect(validateSubmission(body)).toMatchObject({ ok: false, error: 'The body must be a JSON object' });
  });
});

describe('spamReasons', () => {
  const shownAt = 1_700_000_000_000;
  it.each([
    ['an empty honeypot and a patient visitor', '', shownAt + 60_000, 0],
    ['exactly the minimum fill time', '', shownAt + MIN_FILL_TIME_MS, 0],
    ['a filled honeypot', 'http://spam.example', shownAt + 60_000, 1],
    ['a form sent within 3 seconds', '', shownAt + 1200, 1],
    ['both signs', 'x', shownAt + 10, 2],
    // The visitor's clock is ahead of ours, by seconds or by the minutes of a phone set by hand:
    // nothing can be concluded, and the message is delivered.
    ['a shownAt a few seconds in the future', '', shownAt - 5000, 0],
    ['a shownAt ten minutes in the future', '', shownAt - 600_000, 0],
  ])('%s', (_name, honeypot, now, count) => {
    expect(spamReasons(honeypot, shownAt, now)).toHaveLength(count);
  });
});

import { describe, expect, it } from 'vitest';
import { CONTACT_API_PATH } from '../../lib/contact-api.ts';
import { sendContactMessage } from './send-contact-message.ts';

const body = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Private tour',
  message: 'Hello',
  website: '',
  shownAt: 1_718_000_000_000,
};

function fakeFetch(response: Response | Error) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const impl = ((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  }) as typeof fetch;
  return { impl, calls };
}

const json = (value: unknown, status: number, headers?: HeadersInit) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('sendContactMessage', () => {
  it('posts the fields as JSON to the same-origin endpoint, and reports it sent', async () => {
    const { impl, calls } = fakeFetch(json({ ok: true, id: 'abc' }, 202));
    await expect(sendContactMessage(body, {}, impl)).resolves.toEqual({ kind: 'sent' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(CONTACT_API_PATH);
    expect(calls[0]!.init?.method).toBe('POST');
    expect(new Headers(calls[0]!.init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(calls[0]!.init?.body as string)).toEqual(body);
    expect(new Headers(calls[0]!.init?.headers).has('Idempotency-Key')).toBe(false);
  });

  it("names the message's key in the Idempotency-Key header, quoted", async () => {
    const { impl, calls } = fakeFetch(json({ ok: true, id: 'abc' }, 202));
    await sendContactMessage(body, { key: 'b6c1e0a2-5f4d-4a3b-9c8e-7d6f5e4a3b2c' }, impl);
    expect(new Headers(calls[0]!.init?.headers).get('Idempotency-Key')).toBe('"b6c1e0a2-5f4d-4a3b-9c8e-7d6f5e4a3b2c"');
  });

  it('names the fields the server refused, by code', async () => {
    const answer = {
      ok: false,
      code: 'invalid_fields',
      error: 'Some fields are invalid.',
      fields: {
        email: { code: 'invalid_email', message: 'must be an email address' },
        subject: { code: 'too_long', message: 'is too long' },
      },
    };
    const { impl } = fakeFetch(json(answer, 400));
    await expect(sendContactMessage(body, {}, impl)).resolves.toEqual({
      kind: 'fields',
      fields: { email: 'invalid_email', subject: 'too_long' },
    });
  });

  it('reports a 400 without fields as failed', async () => {
    const { impl } = fakeFetch(json({ ok: false, code: 'invalid_json', error: 'Not JSON.' }, 400));
    await expect(sendContactMessage(body, {}, impl)).resolves.toEqual({ kind: 'failed', status: 400 });
  });

  it('reports how long to wait when rate-limited, 60 seconds when the server does not say', async () => {
    const limited = fakeFetch(json({ ok: false, code: 'rate_limited' }, 429, { 'Retry-After': '120' }));
    await expect(sendContactMessage(body, {}, limited.impl)).resolves.toEqual({
      kind: 'rate-limited',
      seconds: 120,
    });
    const unsaid = fakeFetch(json({ ok: false, code: 'rate_limited' }, 429));
    await expect(sendContactMessage(body, {}, unsaid.impl)).resolves.toEqual({
      kind: 'rate-limited',
      seconds: 60,
    });
  });

  it.each([403, 500, 503])('reports failed with the status when the server answers %i', async (status) => {
    const { impl } = fakeFetch(json({ ok: false }, status));
    await expect(sendContactMessage(body, {}, impl)).resolves.toEqual({ kind: 'failed', status });
  });

  it('passes the signal that stops it to fetch', async () => {
    const { impl, calls } = fakeFetch(json({ ok: true, id: 'abc' }, 202));
    const stop = new AbortController();
    await sendContactMessage(body, { signal: stop.signal }, impl);
    expect(calls[0]!.init?.signal).toBe(stop.signal);
  });

  it('rejects when the network fails', async () => {
    const { impl } = fakeFetch(new TypeError('Failed to fetch'));
    await expect(sendContactMessage(body, {}, impl)).rejects.toThrow('Failed to fetch');
  });
});

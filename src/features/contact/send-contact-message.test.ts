import { describe, expect, it } from 'vitest';
import { SEND_EMAIL_PATH, SendFailedError, sendContactMessage } from './send-contact-message.ts';

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
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;
  return { impl, calls };
}

describe('sendContactMessage', () => {
  it('posts the fields as JSON to the same-origin endpoint', async () => {
    const { impl, calls } = fakeFetch(new Response('{"ok":true}', { status: 202 }));
    await sendContactMessage(body, impl);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(SEND_EMAIL_PATH);
    expect(calls[0]!.init?.method).toBe('POST');
    expect(new Headers(calls[0]!.init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual(body);
  });

  it.each([400, 429, 500])('rejects when the server answers %i', async (status) => {
    const { impl } = fakeFetch(new Response('{}', { status }));
    await expect(sendContactMessage(body, impl)).rejects.toEqual(new SendFailedError(status));
  });

  it('rejects when the network fails', async () => {
    const { impl } = fakeFetch(new TypeError('Failed to fetch'));
    await expect(sendContactMessage(body, impl)).rejects.toThrow('Failed to fetch');
  });
});

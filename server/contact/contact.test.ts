// POST /api/send-email end to end: the app on a random port, a real SMTP server on another.
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, tempDir, validMessage, waitFor, type RunningApp } from '../test/helpers.ts';
import { FIELD_LIMITS, MAX_BODY_BYTES } from '../../src/lib/contact-api.ts';
import { siteInfo } from '../site-info.ts';
import { makeFixtureSite } from '../test/fixture-site.ts';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../test/smtp.ts';

let smtp: TestSmtp;
let app: RunningApp;
let data: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  smtp = await startSmtp();
  data = await tempDir();
  app = await startApp({
    dataDir: data.dir,
    smtpUrl: smtp.url,
    mailTo: ['office@example.com'],
    mailFrom: 'website@example.com',
  });
});

afterAll(async () => {
  await app.close();
  await smtp.close();
  await data.remove();
});

async function deliveredMail(id: string): Promise<ReceivedMail> {
  return waitFor(() => smtp.received.find((mail) => mail.headers.get('message-id')?.[0]?.includes(id)), `mail ${id}`);
}

describe('POST /api/send-email', () => {
  it('stores a valid message and delivers it with the right headers and body', async () => {
    const response = await post(app.url, validMessage());
    expect(response.status).toBe(202);
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^\d{8}T\d{6}Z-[0-9a-f]{12}$/) as unknown });

    const mail = await deliveredMail(body.id);
    expect(mail.envelope).toEqual({ from: 'website@example.com', to: ['office@example.com'] });
    const header = (name: string) => mail.headers.get(name)?.join('\n');
    expect(header('from')).toMatch(/<website@example\.com>$/);
    expect(header('to')).toBe('office@example.com');
    expect(header('reply-to')).toBe('Ann Visitor <ann@example.org>');
    expect(header('subject')).toMatch(/\] Colosseum tour for four$/);
    expect(mail.text).toContain('Name: Ann Visitor');
    expect(mail.text).toContain('Email: ann@example.org');
    expect(mail.text.replace(/\r\n/g, '\n')).toContain('Hello,\nis there a tour in German on Saturday?\nThanks, Ann');

    await app.worker.idle();
    expect(await app.store.list('outbox')).not.toContain(body.id);
    const sent = await app.store.read('sent', body.id);
    expect(sent?.delivery).toMatchObject({ attempts: 1, deliveredTo: expect.stringContaining('250') as unknown });
  });

  it('trims the fields before storing them', async () => {
    const response = await post(app.url, validMessage({ name: '  Bea  ', subject: '\tBorghese\t' }));
    const { id } = (await response.json()) as { id: string };
    const mail = await deliveredMail(id);
    expect(mail.headers.get('reply-to')).toEqual(['Bea <ann@example.org>']);
    expect(mail.headers.get('subject')?.[0]).toMatch(/\] Borghese$/);
  });

  const tooLong = 'x'.repeat(MAX_BODY_BYTES + 1);
  const cases: Array<[string, number, () => Promise<Response>, string[]?]> = [
    ['text/plain', 415, () => post(app.url, JSON.stringify(validMessage()), { 'Content-Type': 'text/plain' })],
    ['a text/plain post', 415, () => post(app.url, 'name=Ann', { 'Content-Type': 'text/plain' })],
    ['a body over the limit', 413, () => post(app.url, validMessage({ message: tooLong }))],
    [
      'a chunked body over the limit',
      413,
      () => postChunked(app.url, JSON.stringify(validMessage({ message: tooLong }))),
    ],
    ['invalid JSON', 400, () => post(app.url, '{"name": ')],
    ['a JSON array', 400, () => post(app.url, '[]')],
    ['an empty object', 400, () => post(app.url, {}), ['name', 'email', 'subject', 'message', 'shownAt']],
    ['blank fields', 400, () => post(app.url, validMessage({ name: '   ', message: '\n' })), ['name', 'message']],
    ['a name over 100 characters', 400, () => post(app.url, validMessage({ name: 'n'.repeat(101) })), ['name']],
    ['an invalid email', 400, () => post(app.url, validMessage({ email: 'ann@@example' })), ['email']],
    [
      'an email over 254 characters',
      400,
      () => post(app.url, validMessage({ email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` })),
      ['email'],
    ],
    ['an unknown field', 400, () => post(app.url, validMessage({ cc: 'x@example.com' })), ['cc']],
    ['a number as subject', 400, () => post(app.url, validMessage({ subject: 42 })), ['subject']],
    [
      'a subject with a line break',
      400,
      () => post(app.url, validMessage({ subject: 'Hi\r\nBcc: x@example.net' })),
      ['subject'],
    ],
    ['a name with a line break', 400, () => post(app.url, validMessage({ name: 'Eve\nX-Injected: 1' })), ['name']],
    [
      'an email with a line break',
      400,
      () => post(app.url, validMessage({ email: 'a@example.org\r\nBcc: x@example.net' })),
      ['email'],
    ],
    ['a shownAt that is not a time', 400, () => post(app.url, validMessage({ shownAt: 'now' })), ['shownAt']],
    ['a cross-site Origin', 403, () => post(app.url, validMessage(), { Origin: 'https://evil.example' })],
    ['Sec-Fetch-Site: cross-site', 403, () => post(app.url, validMessage(), { 'Sec-Fetch-Site': 'cross-site' })],
    ['Origin: null', 403, () => post(app.url, validMessage(), { Origin: 'null' })],
    ['GET', 405, () => fetch(`${app.url}/api/send-email`)],
    ['an unknown API path', 404, () => fetch(`${app.url}/api/nope`, { method: 'POST' })],
  ];

  it.each(cases)('answers %s with %i and a JSON error', async (_name, status, send, fields) => {
    // Let an earlier test's accepted message leave the outbox first, so only this request counts.
    await app.worker.idle();
    const before = await app.store.list('outbox');
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { ok: boolean; error: string; fields?: Record<string, string> };
    expect(body.ok).toBe(false);
    expect(body.error).toEqual(expect.any(String));
    if (fields) expect(Object.keys(body.fields ?? {}).sort()).toEqual([...fields].sort());
    expect(await app.store.list('outbox')).toEqual(before);
  });

  it.each([
    ['upper case and a charset', 'APPLICATION/JSON; charset=UTF-8'],
    ['a charset with spaces', 'application/json ; charset="utf-8"'],
  ])('reads the Content-Type as HTTP says: %s', async (_name, type) => {
    expect((await post(app.url, validMessage(), { 'Content-Type': type })).status).toBe(202);
  });

  it('answers an empty JSON post with 400 naming the missing fields, not 415', async () => {
    const response = await post(app.url, '');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_fields',
      fields: { name: { code: 'required', message: 'is required' }, email: { code: 'required' } },
    });
  });

  it('gives each error a stable code beside the English message', async () => {
    const response = await post(app.url, validMessage({ email: 'nope' }));
    expect(await response.json()).toEqual({
      ok: false,
      code: 'invalid_fields',
      error: 'Some fields are missing or invalid',
      fields: { email: { code: 'invalid_email', message: 'must be a valid email address' } },
    });
    expect(await (await post(app.url, 'x', { 'Content-Type': 'text/plain' })).json()).toMatchObject({
      code: 'unsupported_type',
    });
  });

  it('accepts a page from SITE_URL whatever Host the proxy sends', async () => {
    const site = new URL(siteInfo.siteUrl).origin;
    expect((await post(app.url, validMessage(), { Origin: site, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(202);
  });

  it('compares Origin with the configured origins, not with Host or X-Forwarded-Host', async () => {
    // Fetch does not let a page set Host, but a proxy or a DNS-rebinding name can make it anything.
    const evil = 'http://evil.example';
    const viaHost = await rawPost(app.url, { Host: 'evil.example', Origin: evil });
    expect(viaHost).toBe(403);
    const viaForwarded = await rawPost(app.url, { 'X-Forwarded-Host': 'evil.example', Origin: evil });
    expect(viaForwarded).toBe(403);
  });

  it('accepts a same-origin browser request', async () => {
    const response = await post(app.url, validMessage(), { Origin: app.url, 'Sec-Fetch-Site': 'same-origin' });
    expect(response.status).toBe(202);
  });

  it('lets no header be smuggled in through the message', async () => {
    const message =
      'Hi\r\nBcc: evil@example.net\r\nX-Injected: yes\r\n\r\nSubject: spoofed\r\n.\r\nRCPT TO:<evil@example.net>';
    const response = await post(app.url, validMessage({ message }));
    const { id } = (await response.json()) as { id: string };
    const mail = await deliveredMail(id);
    expect(mail.envelope.to).toEqual(['office@example.com']);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(mail.headers.get('subject')).toHaveLength(1);
    expect(mail.text).toContain('X-Injected: yes');
  });

  it('stores suspected spam aside and never delivers it', async () => {
    const honeypot = await post(app.url, validMessage({ website: 'http://spam.example' }));
    const tooFast = await post(app.url, validMessage({ shownAt: Date.now() - 500 }));
    expect([honeypot.status, tooFast.status]).toEqual([202, 202]);
    const ids = await Promise.all([honeypot, tooFast].map(async (r) => ((await r.json()) as { id: string }).id));

    await app.worker.idle();
    for (const id of ids) {
      const stored = JSON.parse(await readFile(path.join(data.dir, 'spam', `${id}.json`), 'utf8')) as {
        spamReasons: string[];
      };
      expect(stored.spamReasons.length).toBeGreaterThan(0);
      expect(await app.store.has('outbox', id)).toBe(false);
      expect(smtp.received.some((mail) => mail.raw.includes(id))).toBe(false);
    }
  });
});

/** A POST with headers fetch() would not send as given (Host), through node:http. */
function rawPost(url: string, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify(validMessage());
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path: '/api/send-email',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A POST without Content-Length (chunked), so only the streaming limit can catch its size. */
function postChunked(url: string, text: string): Promise<Response> {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
      controller.close();
    },
  });
  return fetch(`${url}/api/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('POST /api/send-email from the form sent without script', () => {
  const form = (fields: Record<string, string>) =>
    fetch(`${app.url}/api/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  const fields = (subject: string) => ({
    lang: 'de',
    page: '/de/contact',
    name: 'Ann Visitor',
    email: 'ann@example.org',
    subject,
    message: 'Hello,\r\nis there a tour in German on Saturday?',
    website: '',
  });

  it("stores the message, delivers it, and sends the visitor to the thank-you page in the form's language", async () => {
    const subject = `Without script ${Date.now()}`;
    const response = await form(fields(subject));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/contact/sent');
    const mail = await waitFor(() => smtp.received.find((received) => received.raw.includes(subject)), 'the mail');
    expect(mail.text.replace(/\r\n/g, '\n')).toContain('Hello,\nis there a tour in German on Saturday?');
    // Where the visitor wrote from, for the office.
    expect(mail.text).toContain('Sent from: /de/contact');
    expect(mail.text).toContain('Site language: German (de)');
  });

  it('names the tour of a tour page the message was sent from', async () => {
    const subject = `From a tour page ${Date.now()}`;
    await form({ ...fields(subject), lang: 'es', page: '/es/tours/vatican' });
    const mail = await waitFor(() => smtp.received.find((received) => received.raw.includes(subject)), 'the mail');
    expect(mail.text).toContain('Sent from: /es/tours/vatican');
    expect(mail.text).toContain('Site language: Spanish (es)');
    expect(mail.text).toContain('Tour: vatican');
  });

  it('takes every field at its longest in 4-byte characters (12 bytes each in the form encoding)', async () => {
    const marker = `Longest ${Date.now()} `;
    const longest = (field: keyof typeof FIELD_LIMITS, start = '') =>
      start + '😀'.repeat(FIELD_LIMITS[field] - start.length);
    const response = await form({
      ...fields(marker),
      name: longest('name'),
      subject: longest('subject', marker),
      message: longest('message'),
    });
    expect(response.status).toBe(303);
    // Delivered whole: the stored copy keeps every character.
    const delivered = await waitFor(async () => {
      for (const id of await app.store.list('sent')) {
        const sent = await app.store.read('sent', id);
        if (sent?.subject.startsWith(marker)) return sent;
      }
      return undefined;
    }, 'the delivered message');
    expect(delivered).toMatchObject({ name: longest('name'), message: longest('message') });
  });

  it('refuses a page that is not an address on this site', async () => {
    const response = await form({ ...fields('Elsewhere'), page: 'https://evil.example/' });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual(['page']);
  });

  it('answers in the default language when the form names none the site has', async () => {
    const response = await form({ ...fields(`Unknown language ${Date.now()}`), lang: 'xx' });
    expect(response.headers.get('location')).toBe('/contact/sent');
  });

  it('keeps a message whose honeypot is filled aside, and answers it as any other', async () => {
    await app.worker.idle();
    const spamBefore = await app.store.list('spam');
    const response = await form({ ...fields(`Bot ${Date.now()}`), website: 'http://spam.example' });
    expect(response.status).toBe(303);
    expect((await app.store.list('spam')).length).toBe(spamBefore.length + 1);
  });

  it('refuses what the JSON API refuses, storing nothing (the page that names it needs the built site)', async () => {
    await app.worker.idle();
    const before = await app.store.list('outbox');
    const response = await form({ ...fields('Refused'), email: 'ann@localhost' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields?: Record<string, unknown> };
    expect(Object.keys(body.fields ?? {})).toEqual(['email']);
    expect(await app.store.list('outbox')).toEqual(before);
  });
});

describe('a message sent again with the same Idempotency-Key (its first answer was lost)', () => {
  let once: RunningApp;
  let onceData: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    onceData = await tempDir();
    // Two messages a minute: a repeat that spent a point would leave no room for the next one.
    once = await startApp({ dataDir: onceData.dir, rateLimitPerMinute: 2, deliver: false });
  });
  afterAll(async () => {
    await once.close();
    await onceData.remove();
  });
  const sent = async (response: Promise<Response>) => {
    const answer = await response;
    return { status: answer.status, body: (await answer.json()) as { id?: string; code?: string } };
  };

  // First: the next test spends the whole contact quota, and then these would be refused for it.
  it.each([
    ['a space, unquoted', 'two words'],
    ['an unbalanced quote', '"4d1c9a7e'],
    ['over 200 characters', 'k'.repeat(201)],
  ])('refuses a key with %s (400), storing nothing', async (_what, key) => {
    const before = await once.store.list('outbox');
    const refused = await sent(post(once.url, validMessage(), { 'Idempotency-Key': key }));
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
    expect(await once.store.list('outbox')).toEqual(before);
  });

  const message = validMessage({ subject: 'Sent again' });

  it('is stored once and answered with the first id, quoted or not, without spending the contact quota', async () => {
    const first = await sent(post(once.url, message, { 'Idempotency-Key': '"4d1c9a7e-visit-1"' }));
    expect(first.status).toBe(202);
    expect(await sent(post(once.url, message, { 'Idempotency-Key': '"4d1c9a7e-visit-1"' }))).toEqual(first);
    expect(await sent(post(once.url, message, { 'Idempotency-Key': '4d1c9a7e-visit-1' }))).toEqual(first);
    expect(await once.store.list('outbox')).toEqual([first.body.id]);

    // The same key with other text is another message, and takes the quota's second point.
    const edited = await sent(
      post(once.url, { ...message, message: 'Edited before sending again' }, { 'Idempotency-Key': '4d1c9a7e-visit-1' }),
    );
    expect(edited.status).toBe(202);
    expect(edited.body.id).not.toBe(first.body.id);
    expect(await once.store.list('outbox')).toHaveLength(2);
    expect((await post(once.url, validMessage({ subject: 'A third' }))).status).toBe(429);
    // Over the quota, a repeat of a message already stored is still answered with its id.
    expect(await sent(post(once.url, message, { 'Idempotency-Key': '"4d1c9a7e-visit-1"' }))).toEqual(first);
  });

  it('refuses a flood of keyed messages over the quota, and then repeats too, before reading them', async () => {
    // Each new keyed message over the contact quota is read (it might have been a repeat) and
    // refused for a point of the invalid quota (20 a minute here); the tests above spent 5.
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const flood = validMessage({ subject: `Flood ${i}` });
      statuses.push((await post(once.url, flood, { 'Idempotency-Key': `"flood-${i}"` })).status);
    }
    expect(new Set(statuses)).toEqual(new Set([429]));
    const repeat = await post(once.url, message, { 'Idempotency-Key': '"4d1c9a7e-visit-1"' });
    expect(repeat.status).toBe(429);
    expect(await once.store.list('outbox')).toHaveLength(2);
  });
});

describe('a form sent without script while the contact page cannot be rendered (a build half replaced)', () => {
  let broken: RunningApp;
  let brokenData: Awaited<ReturnType<typeof tempDir>>;
  let site: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    brokenData = await tempDir();
    site = await tempDir('site-');
    // The fixture has pages but no server bundle to render the form with.
    broken = await startApp({ dataDir: brokenData.dir, distDir: await makeFixtureSite(site.dir), deliver: false });
  });
  afterAll(async () => {
    await broken.close();
    await brokenData.remove();
    await site.remove();
  });

  it("answers with a bare form in the visitor's language that keeps every field and names the refused one", async () => {
    const response = await fetch(`${broken.url}/api/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        lang: 'es',
        page: '/es/contact',
        name: 'Ana <Visitante>',
        email: 'ana@localhost',
        subject: 'Coliseo "al atardecer"',
        message: 'Hola,\r\n¿hay plazas el sábado?',
        website: '',
      }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Lo sentimos, se ha producido un error al enviar tu mensaje.');
    expect(html).toContain(siteInfo.contactEmail);
    expect(html).toContain('value="Ana &lt;Visitante&gt;"');
    expect(html).toContain('value="ana@localhost"');
    expect(html).toContain('value="Coliseo &quot;al atardecer&quot;"');
    expect(html).toContain('<textarea name="message" rows="8" required>Hola,\r\n¿hay plazas el sábado?</textarea>');
    expect(html).toContain('Introduce una dirección de correo completa');
    expect(html).toContain('<button>Enviar mensaje</button>');
    expect(await broken.store.list('outbox')).toEqual([]);
    expect(broken.records.some((record) => record.msg.startsWith('contact page could not be rendered'))).toBe(true);
  });
});

// /contact: the ways to reach the company and the contact form, sent to the real server
// (global-setup.ts), whose answer and stored message are checked; failures are made at the
// network with page.route.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/generated/site.ts';
import { accessibilityViolations, holdRequests } from './booking-support.ts';
import { baseUrl, dataDir, gotoAndHydrate, launchBrowser, openPage } from './harness.ts';
import { en, fill as fillIn, texts } from './texts.ts';
import { ANSWER_TIMEOUT_MS } from '../../src/features/contact/send-contact-message.ts';
import { MIN_FILL_TIME_MS } from '../../server/contact/fields.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SUCCESS = en.contact.success;
const FAILURE = fillIn(en.contact.error, { email: site.contact.email });
const digits = (phone: string) => phone.replace(/\D/g, '');
/** Where the form keeps what the visitor writes, named on the privacy page. */
const DRAFT = 'contactDraft';
const draftKept = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key) !== null, DRAFT);
/** One field of the kept draft (its format is the form's own: draft.ts). */
const draftText = (page: Page, field: string) =>
  page.evaluate(
    ([key, name]) =>
      (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { values?: Record<string, string> }).values?.[name],
    [DRAFT, field] as const,
  );
/** The islands' runtime, held back to act before the page's code has come. */
const RUNTIME = /\/assets\/entry-client-[\w-]+\.js$/;

const form = (page: Page) => page.locator('form.contact-form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: false }).first();
const submit = (page: Page) => form(page).locator('button[type="submit"]');
const status = (page: Page) => form(page).getByRole('status');

async function fill(page: Page, values: Record<'Name' | 'Email' | 'Subject' | 'Message', string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

async function fieldValues(page: Page): Promise<string[]> {
  return Promise.all(['Name', 'Email', 'Subject', 'Message'].map((label) => field(page, label).inputValue()));
}

/** Whether text is drawn mostly in green (or red): the channel that dominates. */
async function dominantChannel(page: Page): Promise<'red' | 'green' | 'blue'> {
  const color = await status(page).evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = color.match(/\d+/g)!.map(Number) as [number, number, number];
  return r > g && r > b ? 'red' : g > r && g > b ? 'green' : 'blue';
}

async function openContact(): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, '/contact', { consent: 'rejected', navigate: false });
  // The visitor's clock runs a minute behind the server's, as if the form had been open for a
  // minute: the server files messages sent within seconds of the form appearing as spam.
  await opened.page.clock.install({ time: Date.now() - 60_000 });
  await gotoAndHydrate(opened.page, '/contact');
  return opened;
}

describe('/contact', () => {
  it('has cards to call, message on WhatsApp, email and find the meeting point', async () => {
    const { page, errors } = await openContact();
    const main = page.getByRole('main');
    const href = (name: string) => main.getByRole('link', { name }).first().getAttribute('href');
    expect(await href(site.contact.phone)).toBe(`tel:+${digits(site.contact.phone)}`);
    expect(await href(site.contact.whatsapp)).toBe(`https://wa.me/${digits(site.contact.whatsapp)}`);
    expect(await href(site.contact.email)).toBe(`mailto:${site.contact.email}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await main.getByRole('link', { name: en.contact.meetingPointLink }).click();
    await page.waitForURL('**/meeting-point');
    expect(errors).toEqual([]);
  });

  it('labels the four required fields and checks the email address in the browser', async () => {
    const { page } = await openContact();
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/send-email')) posts += 1;
    });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(await field(page, label).isVisible()).toBe(true);
      expect(await field(page, label).evaluate((el: HTMLInputElement) => el.required)).toBe(true);
    }
    expect(await field(page, 'Email').getAttribute('type')).toBe('email');

    await submit(page).click();
    expect(await field(page, 'Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await fill(page, { Name: 'Ada', Email: 'not-an-address', Subject: 'Hello', Message: 'Hi' });
    await submit(page).click();
    expect(await field(page, 'Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(await status(page).textContent()).toBe('');
    expect(posts).toBe(0);
  });

  it('sends the message: "Sending..." while it goes, then the thank-you text and empty fields', async () => {
    const { page, errors } = await openContact();
    const subject = `Private tour question ${Date.now()}`;
    const message = 'Could you guide a family of five through the Vatican on a Sunday?';
    await fill(page, { Name: 'Ada Lovelace', Email: 'ada@example.com', Subject: subject, Message: message });
    const sending = await holdRequests(page, '**/api/send-email');
    const responded = page.waitForResponse('**/api/send-email');
    await submit(page).click();

    await expect.poll(() => sending.held()).toBe(1);
    expect(await submit(page).textContent()).toBe(en.contact.sending);
    expect(await submit(page).isDisabled()).toBe(true);
    sending.release();

    const response = await responded;
    expect(response.status()).toBeGreaterThanOrEqual(200);
    expect(response.status()).toBeLessThan(300);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', subject, message, website: '' });
    expect(Number.isSafeInteger(body.shownAt)).toBe(true);

    await status(page).getByText(SUCCESS, { exact: true }).waitFor();
    expect(await dominantChannel(page)).toBe('green');
    expect(await status(page).getAttribute('aria-live')).toBe('polite');
    expect(await fieldValues(page)).toEqual(['', '', '', '']);
    expect(await submit(page).textContent()).toBe(en.contact.send);
    expect(await submit(page).isDisabled()).toBe(false);

    // The message arrives: the server delivers it (as an .eml file with no SMTP server set).
    const { id } = (await response.json()) as { id: string };
    const eml = path.join(dataDir, 'mail', `${id}.eml`);
    await expect.poll(() => readFile(eml, 'utf8').catch(() => ''), { timeout: 15_000 }).toContain(message);
    expect(await readFile(eml, 'utf8')).toContain(subject);
    expect(errors).toEqual([]);
  });

  it('shows the error text, logs the error and keeps what was typed when the network fails', async () => {
    const { page, errors } = await openContact();
    await page.route('**/api/send-email', (route) => route.abort('failed'));
    const values = { Name: 'Ada', Email: 'ada@example.com', Subject: 'Dates', Message: 'Is 3 May free?' };
    await fill(page, values);
    await submit(page).click();

    await status(page).getByText(FAILURE, { exact: true }).waitFor();
    expect(await dominantChannel(page)).toBe('red');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors.some((error) => error.includes('The contact message could not be sent'))).toBe(true);
    expect(await fieldValues(page)).toEqual(Object.values(values));
    expect(await submit(page).isDisabled()).toBe(false);
  });

  it('shows the error text when the server refuses the message', async () => {
    const { page, errors } = await openContact();
    await page.route('**/api/send-email', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false}' }),
    );
    await fill(page, { Name: 'Ada', Email: 'ada@example.com', Subject: 'Dates', Message: 'Is 3 May free?' });
    await submit(page).click();
    await status(page).getByText(FAILURE, { exact: true }).waitFor();
    expect(errors.some((error) => error.includes('The contact message could not be sent'))).toBe(true);
    expect(await field(page, 'Message').inputValue()).toBe('Is 3 May free?');
  });
});

describe('/contact reloaded (a phone reloads a tab left for another app)', () => {
  const reloaded = async (page: Page) => {
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  };

  it('puts back what was written, under what was typed since, and forgets it once sent', async () => {
    const { page, errors } = await openContact();
    const values = { Name: 'Ada', Email: 'ada@example.com', Subject: '', Message: 'Four of us on 3 May.' };
    await fill(page, values);
    await reloaded(page);
    // Put back by the form's code once it runs (an effect, after the page's first frame).
    await expect.poll(() => fieldValues(page)).toEqual(Object.values(values));
    // What it keeps in the tab is named on the privacy page, in every language.
    const kept = await page.evaluate(() => Object.keys(sessionStorage));
    expect(kept).toContain(DRAFT);
    for (const prefix of ['', '/es', '/it', '/fr', '/de']) {
      const privacy = await (await fetch(new URL(`${prefix}/privacy`, baseUrl))).text();
      for (const key of kept) expect(privacy, `${prefix}/privacy`).toContain(key);
    }

    // Typed before the page's code is back: the draft fills only the fields still empty.
    const runtime = await holdRequests(page, RUNTIME);
    await page.reload({ waitUntil: 'commit' });
    await field(page, 'Name').pressSequentially('Ada Lovelace');
    await field(page, 'Subject').pressSequentially('Vatican');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    runtime.release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => fieldValues(page)).toEqual(['Ada Lovelace', values.Email, 'Vatican', values.Message]);

    await submit(page).click();
    await status(page).getByText(SUCCESS, { exact: true }).waitFor();
    expect(await draftKept(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('keeps what was typed before the code came as soon as the code is there, before another key', async () => {
    const { page } = await openPage(browser, '/contact', { consent: 'rejected', navigate: false });
    const runtime = await holdRequests(page, RUNTIME);
    await page.goto(new URL('/contact', baseUrl).href, { waitUntil: 'commit' });
    await field(page, 'Message').pressSequentially('Typed on the way in');
    runtime.release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => draftText(page, 'message')).toBe('Typed on the way in');
  });

  it('delivers a message sent at once after a reload: it was written over time, not by a script', async () => {
    const { page } = await openPage(browser, '/contact', { consent: 'rejected', navigate: false });
    await gotoAndHydrate(page, '/contact');
    await fill(page, { Name: 'Ada', Email: 'ada@example.com', Subject: 'After a reload', Message: 'Four of us.' });
    // The visitor writes for longer than a script would take, then the phone reloads the tab.
    await page.waitForTimeout(MIN_FILL_TIME_MS + 300);
    await reloaded(page);
    await expect.poll(() => field(page, 'Message').inputValue()).toBe('Four of us.');
    const answered = page.waitForResponse('**/api/send-email');
    await submit(page).click();
    const { id } = (await (await answered).json()) as { id: string };
    expect(existsSync(path.join(dataDir, 'spam', `${id}.json`))).toBe(false);
    expect(['outbox', 'sent'].some((folder) => existsSync(path.join(dataDir, folder, `${id}.json`)))).toBe(true);
  });

  it('forgets the draft on the thank-you page of a form sent before the code came, not when back on it', async () => {
    // No test clock: it would stand in for the page's navigation timing, which tells the two apart.
    const { page } = await openPage(browser, '/contact', { consent: 'rejected', navigate: false });
    await gotoAndHydrate(page, '/contact');
    await fill(page, { Name: 'Ada', Email: 'ada@example.com', Subject: 'Dates', Message: 'Is 3 May free?' });
    expect(await draftKept(page)).toBe(true);
    const runtime = await holdRequests(page, RUNTIME);
    await page.reload({ waitUntil: 'commit' });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) await field(page, label).pressSequentially('x@x.it');
    // Sent by the browser itself, as before the code came (submit() skips the island's handler).
    // The form's address ends in #contact-form-title, which outlives the redirect.
    const sent = page.waitForURL(/\/contact\/sent(#|$)/);
    await form(page).evaluate((element: HTMLFormElement) => element.submit());
    runtime.release();
    await sent;
    await expect.poll(() => draftKept(page)).toBe(false);

    // A new message begun, then Back to the thank-you page: the new draft stays.
    await gotoAndHydrate(page, '/contact');
    await field(page, 'Message').fill('A second question');
    await page.goBack({ waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The thank-you page's island wakes when idle: one more idle moment, then the draft is read.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200))));
    expect(await draftText(page, 'message')).toBe('A second question');
  });

  it("leaves the server's reply to a form sent before the code came as it is, not filled from the draft", async () => {
    const { page } = await openContact();
    await fill(page, { Name: 'Ada', Email: 'ada@example.com', Subject: 'An old subject', Message: 'Old text' });
    // Reloaded, and sent before the code came with the subject left empty: refused, and the page
    // that says so holds what was sent.
    const runtime = await holdRequests(page, RUNTIME);
    await page.reload({ waitUntil: 'commit' });
    await field(page, 'Name').pressSequentially('Ada');
    await field(page, 'Email').pressSequentially('ada@example.com');
    await field(page, 'Message').pressSequentially('New text');
    const replied = page.waitForResponse('**/api/send-email');
    await form(page).evaluate((element: HTMLFormElement) => element.submit());
    expect((await replied).status()).toBe(400);
    runtime.release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Once the form's code has kept the reply as the draft, the old draft has had its chance.
    await expect.poll(() => draftText(page, 'message')).toBe('New text');
    expect(await fieldValues(page)).toEqual(['Ada', 'ada@example.com', '', 'New text']);
    expect(await field(page, 'Subject').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends all the same where the browser refuses to keep anything (a private window)', async () => {
    const { page, errors } = await openPage(browser, '/contact', { consent: 'rejected', navigate: false });
    await page.clock.install({ time: Date.now() - 60_000 });
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await gotoAndHydrate(page, '/contact');
    await fill(page, { Name: 'Ada', Email: 'ada@example.com', Subject: 'Dates', Message: 'Is 3 May free?' });
    await submit(page).click();
    await status(page).getByText(SUCCESS, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('/contact when the server asks to wait', () => {
  it('says how long, offers the phone, and keeps the text', async () => {
    const { page } = await openContact();
    await page.route('**/api/send-email', (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '42' }, contentType: 'application/json', body: '{}' }),
    );
    const values = { Name: 'Ada', Email: 'ada@example.com', Subject: 'Dates', Message: 'Is 3 May free?' };
    await fill(page, values);
    await submit(page).click();
    const wait = fillIn(en.format.seconds.other, { count: 42 });
    await status(page)
      .getByText(fillIn(en.contact.tooMany, { wait, phone: site.contact.phone }), { exact: true })
      .waitFor();
    expect(await fieldValues(page)).toEqual(Object.values(values));
  });
});

describe('/contact on a connection that stalls', () => {
  const NO_ANSWER = fillIn(en.contact.noAnswer, { phone: site.contact.phone });

  /** The first send reaches the server, whose answer reaches the phone only when `answer` is
   * called; the next ones go through. (Not page.unroute: after it, Playwright's reload began a
   * new sessionStorage, which no browser does.) */
  async function stallAnswers(page: Page) {
    const first: { key?: string; id?: string; answer?: () => void } = {};
    await page.route('**/api/send-email', async (route) => {
      if (first.key) return route.fallback();
      const answer = await route.fetch();
      first.key = route.request().headers()['idempotency-key'];
      first.id = ((await answer.json()) as { id: string }).id;
      first.answer = () => void route.fulfill({ response: answer }).catch(() => undefined);
    });
    return first;
  }

  async function sendUntilNoAnswer(page: Page, values: Record<'Name' | 'Email' | 'Subject' | 'Message', string>) {
    await fill(page, values);
    const first = await stallAnswers(page);
    await submit(page).click();
    await expect.poll(() => first.id).toBeDefined();
    expect(await submit(page).textContent()).toBe(en.contact.sending);
    await page.clock.fastForward(ANSWER_TIMEOUT_MS);
    await status(page).getByText(NO_ANSWER, { exact: true }).waitFor();
    return first;
  }

  const values = () => ({
    Name: 'Ada',
    Email: 'ada@example.com',
    Subject: `Stalled ${Date.now()}`,
    Message: 'Is 3 May free?',
  });

  it('says when no answer came, keeps the text, and the message sent again is stored once', async () => {
    const { page, errors } = await openContact();
    const typed = values();
    const first = await sendUntilNoAnswer(page, typed);
    expect(await dominantChannel(page)).toBe('red');
    expect(await fieldValues(page)).toEqual(Object.values(typed));
    expect(await submit(page).isDisabled()).toBe(false);

    // Sent again once the connection is back: the server knows it by its key.
    const answered = page.waitForResponse('**/api/send-email');
    await submit(page).click();
    const again = await answered;
    expect(again.request().headers()['idempotency-key']).toBe(first.key);
    expect(await again.json()).toEqual({ ok: true, id: first.id });
    await status(page).getByText(SUCCESS, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('knows the message sent again after a reload as the same one', async () => {
    const { page } = await openContact();
    const typed = values();
    const first = await sendUntilNoAnswer(page, typed);
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => fieldValues(page)).toEqual(Object.values(typed));
    // Still unconfirmed, and said so: the visitor could think it went.
    await status(page).getByText(NO_ANSWER, { exact: true }).waitFor();
    const answered = page.waitForResponse('**/api/send-email');
    await submit(page).click();
    const again = await answered;
    expect(again.request().headers()['idempotency-key']).toBe(first.key);
    expect(await again.json()).toEqual({ ok: true, id: first.id });
  });

  it('takes an answer that comes after the notice: the message was sent', async () => {
    const { page, errors } = await openContact();
    const first = await sendUntilNoAnswer(page, values());
    first.answer?.();
    await status(page).getByText(SUCCESS, { exact: true }).waitFor();
    expect(await fieldValues(page)).toEqual(['', '', '', '']);
    expect(errors).toEqual([]);
  });

  it('keeps what the visitor added while it was on its way', async () => {
    const { page } = await openContact();
    const typed = values();
    await fill(page, typed);
    const sending = await holdRequests(page, '**/api/send-email');
    await submit(page).click();
    await expect.poll(() => sending.held()).toBe(1);
    await field(page, 'Message').press('End');
    await field(page, 'Message').pressSequentially(' P.S. We are five.');
    sending.release();
    await status(page).getByText(SUCCESS, { exact: true }).waitFor();
    expect(await fieldValues(page)).toEqual(['', '', '', `${typed.Message} P.S. We are five.`]);
    expect(await draftKept(page)).toBe(true);
  });
});

describe('/contact in another language, with an address the server refuses', () => {
  it("shows the server's field error beside its field, in the page's language, until corrected", async () => {
    const es = texts('es').contact;
    const opened = await openPage(browser, '/es/contact', { consent: 'rejected', navigate: false, locale: 'es' });
    const { page, errors } = opened;
    await page.clock.install({ time: Date.now() - 60_000 });
    await gotoAndHydrate(page, '/es/contact');
    const spanish = (label: string) => form(page).getByLabel(label, { exact: false }).first();
    await spanish(es.name).fill('Anna');
    // The browser's own check lets this through; the server's does not.
    await spanish(es.email).fill('anna@gmail');
    await spanish(es.subject).fill('Fechas');
    await spanish(es.message).fill('¿Hay sitio el 3 de mayo?');
    const answer = page.waitForResponse('**/api/send-email');
    await submit(page).click();
    expect((await answer).status()).toBe(400);

    const email = spanish(es.email);
    await status(page).getByText(es.fixFields, { exact: true }).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    // Outlined in the error colour, unlike the fields the server accepted.
    const border = (field: typeof email) => field.evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(await border(email)).not.toBe(await border(spanish(es.subject)));
    const describedBy = (await email.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(es.fieldEmail);
    expect(await page.getByText(es.fieldEmail, { exact: true }).isVisible()).toBe(true);
    // Nothing typed is lost, and correcting the address clears its error.
    expect(await spanish(es.message).inputValue()).toBe('¿Hay sitio el 3 de mayo?');
    await email.fill('anna@gmail.com');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText(es.fieldEmail, { exact: true }).isVisible()).toBe(false);
    // With nothing left to fix, the line asking to fix the fields goes too.
    expect(await status(page).textContent()).toBe('');
    // The browser reports the 400 itself; the page adds no error of its own.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await page.context().close();
  });
});

describe('/contact before the page has hydrated', () => {
  it("is an ordinary form: enabled, posting to the server in the page's language", async () => {
    const html = await (await fetch(new URL('/es/contact', baseUrl))).text();
    const form = /<form class="contact-form"[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    // Back to the form's heading with the server's answer (a refused form shows its problems).
    expect(form).toContain('action="/api/send-email#contact-form-title"');
    expect(html).toContain('<h2 id="contact-form-title">');
    expect(html).toContain('<input type="hidden" name="lang" value="es"/>');
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
  });
});

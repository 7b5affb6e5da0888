// A real SMTP server that refuses: 5xx answers are final (failed/ at once, with the server's
// words and a hint for the operator), 4xx answers are retried.
import { afterEach, describe, expect, it } from 'vitest';
import { post, startApp, tempDir, validMessage, waitFor, type RunningApp } from '../test/helpers.ts';
import { smtpError, startSmtp, type TestSmtp, type TestSmtpOptions } from '../test/smtp.ts';

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function setup(smtpOptions: TestSmtpOptions, smtpUrl?: (smtp: TestSmtp) => string) {
  const data = await tempDir();
  cleanup.push(data.remove);
  const smtp = await startSmtp(smtpOptions);
  cleanup.push(() => smtp.close());
  const app: RunningApp = await startApp({ dataDir: data.dir, smtpUrl: smtpUrl?.(smtp) ?? smtp.url });
  cleanup.push(() => app.close());
  const response = await post(app.url, validMessage());
  const { id } = (await response.json()) as { id: string };
  return { app, smtp, id };
}

describe('permanent SMTP refusals', () => {
  it('moves a message refused with 550 at MAIL FROM to failed/ at once, naming MAIL_FROM', async () => {
    const { app, id } = await setup({
      refuseSender: smtpError(550, '5.7.1 Sender address rejected: not owned by user'),
    });
    const line = await waitFor(() => app.records.find((r) => r.msg.startsWith('delivery given up')), 'the give-up');
    const failed = await app.store.read('failed', id);
    expect(failed?.delivery).toMatchObject({ attempts: 1, lastError: expect.stringContaining('550') as unknown });
    expect(failed?.delivery.lastError).toContain('Sender address rejected');
    expect(line).toMatchObject({ level: 'error', id });
    expect(line.msg).toContain('MAIL_FROM');
    expect(app.records.some((record) => record.msg === 'delivery failed; will retry')).toBe(false);
  });

  it('moves a message refused with 535 (bad credentials) to failed/ at once, naming SMTP_URL', async () => {
    const { app, id } = await setup(
      { credentials: { user: 'site', pass: 'right' } },
      (smtp) => `smtp://site:wrong@127.0.0.1:${smtp.port}`,
    );
    const line = await waitFor(() => app.records.find((r) => r.msg.startsWith('delivery given up')), 'the give-up');
    expect((await app.store.read('failed', id))?.delivery.lastError).toContain('535');
    expect(line.msg).toContain('user name and password in SMTP_URL');
  });

  it('retries a 4xx refusal and delivers once the server accepts', async () => {
    let refusals = 2;
    const { app, smtp, id } = await setup({
      beforeAccept: () =>
        refusals-- > 0 ? Promise.reject(smtpError(451, '4.3.0 Try again later')) : Promise.resolve(),
    });
    await waitFor(() => app.store.has('sent', id), 'the delivery');
    expect((await app.store.read('sent', id))?.delivery.attempts).toBe(3);
    expect(smtp.received).toHaveLength(1);
    expect(await app.store.has('failed', id)).toBe(false);
  });
});

// The mail as it is written on the wire, built from a stored message whose fields were NOT
// validated (edited by hand, or stored by an older version): header injection must still fail.
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { storedMessage } from '../test/helpers.ts';
import { parseMail } from '../test/smtp.ts';
import { composeMail, singleLine } from './compose.ts';
import type { StoredMessage } from './message.ts';

const settings = { to: ['office@example.com'], from: 'website@example.com', siteName: 'Eternal City Tours' };

const stored = (fields: Partial<StoredMessage>): StoredMessage =>
  storedMessage({ id: '20250314T093000Z-1f2e3d4c5b6a', receivedAt: '2025-03-14T09:30:00.000Z', ...fields });

async function wire(message: StoredMessage) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(composeMail(message, settings));
  return { mail: parseMail((info.message as Buffer).toString('utf8'), { from: '', to: [] }), envelope: info.envelope };
}

describe('composeMail', () => {
  it('sends from the site, to MAIL_TO, with the visitor in Reply-To only', async () => {
    const { mail, envelope } = await wire(stored({}));
    expect(mail.headers.get('from')).toEqual(['Eternal City Tours website <website@example.com>']);
    expect(mail.headers.get('to')).toEqual(['office@example.com']);
    expect(mail.headers.get('reply-to')).toEqual(['Ann <ann@example.org>']);
    expect(mail.headers.get('message-id')).toEqual(['<20250314T093000Z-1f2e3d4c5b6a@example.com>']);
    expect(envelope).toEqual({ from: 'website@example.com', to: ['office@example.com'] });
  });

  it('lets no CR/LF from any field become a header or a recipient', async () => {
    const attack = '\r\nBcc: evil@example.net\r\nX-Injected: yes';
    const { mail, envelope } = await wire(
      stored({
        name: `Eve${attack}`,
        subject: `Hi${attack}`,
        email: `eve@example.org${attack}`,
        message: `Body${attack}`,
      }),
    );
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(mail.headers.get('subject')).toHaveLength(1);
    expect(envelope.to).toEqual(['office@example.com']);
    const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
    expect(head).not.toMatch(/^(?:Bcc|X-Injected):/im);
    // An address that is not valid is not used as Reply-To at all.
    expect(mail.headers.has('reply-to')).toBe(false);
  });

  it("gives the time it was received in Rome's time, winter and summer", async () => {
    const lines = async (receivedAt: string) => (await wire(stored({ receivedAt }))).mail.text.split('\n');
    const winter = await lines('2025-03-14T09:30:00.000Z');
    // ICU versions differ on the comma after the day's name.
    expect(winter).toContainEqual(expect.stringMatching(/^Received: Friday,? 14 March 2025 at 10:30, Rome time$/));
    expect(winter).toContain('Reference: 20250314T093000Z-1f2e3d4c5b6a');
    expect(await lines('2025-07-14T21:45:00.000Z')).toContainEqual(
      expect.stringMatching(/^Received: Monday,? 14 July 2025 at 23:45, Rome time$/),
    );
  });

  it('folds every kind of line break and control character into a space', () => {
    expect(singleLine(' a\r\nb\u2028c\u0000d\te ')).toBe('a b c d e');
  });
});

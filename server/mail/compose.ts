// Turns a stored contact message into the mail the operator receives. The visitor's address
// goes in Reply-To only: From stays the site's own address, which the SMTP server is allowed to
// send as (SPF/DMARC), and "Reply" in the operator's mail client still reaches the visitor.
import type { SendMailOptions } from 'nodemailer';
import { TOURS_TIME_ZONE } from '../../src/lib/departures-api.ts';
import { languageName } from '../../src/lib/languages.ts';
import { isEmailAddress } from '../email-address.ts';
import type { StoredMessage } from './message.ts';

export interface MailSettings {
  /** Recipients (MAIL_TO). */
  to: string[];
  /** Sender address (MAIL_FROM). */
  from: string;
  /** Shown in the From name and the subject so the operator can filter on it. */
  siteName: string;
}

export function composeMail(message: StoredMessage, settings: MailSettings): SendMailOptions {
  const fromDomain = settings.from.slice(settings.from.lastIndexOf('@') + 1);
  return {
    from: { name: `${singleLine(settings.siteName)} website`, address: settings.from },
    to: settings.to,
    // Checked again here: an address edited by hand on disk must not become a header.
    replyTo: isEmailAddress(message.email) ? { name: singleLine(message.name), address: message.email } : undefined,
    subject: `[${singleLine(settings.siteName)}] ${singleLine(message.subject)}`,
    // A stable Message-ID per message: should a delivery be repeated after a crash between
    // the SMTP server's "250 OK" and our record of it, mail systems can spot the duplicate.
    messageId: `<${message.id}@${fromDomain}>`,
    date: new Date(message.receivedAt),
    text: body(message),
    // The envelope is set explicitly so that no header value can ever add a recipient.
    envelope: { from: settings.from, to: settings.to },
    // Only strings are passed in, but make sure no content is ever read from a path or URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * Header values are single lines. Validation already refuses line breaks in these fields; this
 * is the second line of defence for messages stored by older versions or edited by hand.
 */
export function singleLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- replacing control characters is this pattern's job
  return value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim();
}

/** The office is in Rome: "Friday, 14 March 2025 at 10:30", summer time or not. */
const receivedInRome = new Intl.DateTimeFormat('en-GB', {
  timeZone: TOURS_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});

function body(message: StoredMessage): string {
  return [
    `Name: ${singleLine(message.name)}`,
    `Email: ${singleLine(message.email)}`,
    `Subject: ${singleLine(message.subject)}`,
    // Each line under 77 characters: a longer one makes the whole mail quoted-printable, which
    // the .eml files written without SMTP_URL then show with =20 and broken lines.
    `Received: ${receivedInRome.format(new Date(message.receivedAt))}, Rome time`,
    `Reference: ${message.id}`,
    ...originLines(message),
    '',
    message.message.replace(/\r\n?/g, '\n'),
    '',
  ].join('\n');
}

/** Where the visitor wrote from, so the office knows which page, language and tour to answer about. */
function originLines({ origin }: StoredMessage): string[] {
  if (!origin) return [];
  return [
    ...(origin.page ? [`Sent from: ${singleLine(origin.page)}`] : []),
    ...(origin.lang ? [`Site language: ${languageLabel(origin.lang)}`] : []),
    ...(origin.tour ? [`Tour: ${singleLine(origin.tour)}`] : []),
  ];
}

/** `German (de)` for the office; a code Intl does not know stays as it is. */
function languageLabel(code: string): string {
  const name = languageName(code, 'en');
  return name !== code ? `${name} (${code})` : singleLine(code);
}

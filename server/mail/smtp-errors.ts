// Which delivery failures are worth retrying. An SMTP server's 5xx answer is final ("this
// will never work as sent": bad credentials, a sender it refuses, an unknown recipient), so
// retrying it for days only hides a configuration mistake; 4xx answers ("try later") and
// network errors are temporary.

interface SmtpErrorLike {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
}

export function isPermanent(error: unknown): boolean {
  const { responseCode } = (error ?? {}) as SmtpErrorLike;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** The SMTP server's own words when it gave any, else the error message. */
export function failureText(error: unknown): string {
  const { response, command } = (error ?? {}) as SmtpErrorLike;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof response === 'string' && response !== '') {
    return `${command ? `${command}: ` : ''}${response}`;
  }
  return message;
}

/** What the operator should most likely change, for the log line of a permanent failure. */
export function likelyFix(error: unknown): string {
  const { code, responseCode, command = '' } = (error ?? {}) as SmtpErrorLike;
  if (code === 'EAUTH' || responseCode === 535 || responseCode === 530 || /^AUTH/i.test(command)) {
    return 'check the user name and password in SMTP_URL';
  }
  if (/^MAIL FROM/i.test(command)) {
    return 'set MAIL_FROM to an address this SMTP server lets you send as';
  }
  if (/^RCPT TO/i.test(command)) {
    return 'check the addresses in MAIL_TO';
  }
  return 'check SMTP_URL, MAIL_FROM and MAIL_TO against what the SMTP server expects';
}

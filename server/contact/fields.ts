// The server's reading of the contact form's anti-spam fields (named in src/lib/contact-api.ts):
//
//   website  the honeypot: it must be sent empty; bots that fill every input give themselves away.
//   shownAt  when the form was shown. People take more than a few seconds to write a message;
//            a form sent faster was filled in by a script. It is the visitor's clock, which may
//            run ahead of ours by any amount (a phone set by hand): a time in the future tells
//            nothing, and such a message is delivered. A form posted without script has no such
//            time (its page is static): only the honeypot and the rate limits apply to it.
//
// Either sign marks the message as suspected spam: it is stored in DATA_DIR/spam, never
// delivered, and the sender gets the same 202 answer as everyone else (telling a bot it was
// caught only teaches it).

/** Forms sent sooner than this after being shown are suspected spam. */
export const MIN_FILL_TIME_MS = 3000;

export function spamReasons(honeypot: string, shownAt: number | undefined, now: number): string[] {
  const reasons: string[] = [];
  if (honeypot !== '') reasons.push('honeypot field filled in');
  if (shownAt === undefined) return reasons;
  const elapsed = now - shownAt;
  if (elapsed >= 0 && elapsed < MIN_FILL_TIME_MS) reasons.push(`sent ${elapsed} ms after the form was shown`);
  return reasons;
}

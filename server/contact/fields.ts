// The contact form's anti-spam fields, sent with name, email, subject and message:
//
//   website  the honeypot: a text input hidden from people (off-screen, aria-hidden,
//            tabindex=-1, autocomplete=off). It must be sent empty; bots that fill every
//            input give themselves away.
//   shownAt  Date.now() in the browser when the form was shown. People take more than a few
//            seconds to write a message; a form sent faster was filled in by a script.
//
// Either sign marks the message as suspected spam: it is stored in DATA_DIR/spam, never
// delivered, and the sender gets the same 202 answer as everyone else (telling a bot it was
// caught only teaches it).
export const HONEYPOT_FIELD = 'website';
export const SHOWN_AT_FIELD = 'shownAt';

/** Forms sent sooner than this after being shown are suspected spam. */
export const MIN_FILL_TIME_MS = 3000;

export function spamReasons(honeypot: string, shownAt: number, now: number): string[] {
  const reasons: string[] = [];
  if (honeypot !== '') reasons.push('honeypot field filled in');
  const elapsed = now - shownAt;
  // shownAt comes from the visitor's clock. A time in the future means that clock is ahead of
  // ours, and nothing can be concluded from it, so only a plausible short time counts.
  if (elapsed >= 0 && elapsed < MIN_FILL_TIME_MS) reasons.push(`sent ${elapsed} ms after the form was shown`);
  return reasons;
}

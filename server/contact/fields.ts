// The server's reading of the contact form's anti-spam fields (named in src/lib/contact-api.ts):
//
//   website  the honeypot: it must be sent empty; bots that fill every input give themselves away.
//   shownAt  when the form was shown. People take more than a few seconds to write a message;
//            a form sent faster was filled in by a script, and so was one "shown" in the future
//            by more than any real clock's error. A form posted without script has no such time
//            (its page is static): only the honeypot and the rate limits apply to it.
//
// Either sign marks the message as suspected spam: it is stored in DATA_DIR/spam, never
// delivered, and the sender gets the same 202 answer as everyone else (telling a bot it was
// caught only teaches it).

/** Forms sent sooner than this after being shown are suspected spam. */
export const MIN_FILL_TIME_MS = 3000;
/** How far ahead of ours a visitor's clock may plausibly be (phones and PCs sync within seconds). */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export function spamReasons(honeypot: string, shownAt: number | undefined, now: number): string[] {
  const reasons: string[] = [];
  if (honeypot !== '') reasons.push('honeypot field filled in');
  if (shownAt === undefined) return reasons;
  const elapsed = now - shownAt;
  if (elapsed >= 0 && elapsed < MIN_FILL_TIME_MS) reasons.push(`sent ${elapsed} ms after the form was shown`);
  // A little in the future is a visitor's clock running ahead: nothing can be concluded. Far in
  // the future is a value no browser sends, i.e. made up to get past the timing check.
  if (-elapsed > MAX_CLOCK_SKEW_MS) reasons.push(`shownAt is ${Math.round(-elapsed / 1000)} s in the future`);
  return reasons;
}

// The visitor's cookie choice, stored under the spec's local-storage key `cookieConsent` as
// `{"choice":"accepted"|"rejected","date":"<ISO date>"}` (shared by every language of the site).
// The Garante's guidelines let a site ask again after six months, so an older choice counts as
// no choice. The first site stored the bare string `accepted`: honoured, and rewritten in
// today's form the first time it is read, so its visitors are not asked again.
import type { ConsentChoice } from '../../lib/consent-store.ts';

export const CONSENT_KEY = 'cookieConsent';
export const CONSENT_MAX_AGE_DAYS = 182;

interface StoredConsent {
  choice: ConsentChoice;
  date: string;
}

/** The old site's value: a bare choice, without a date. */
export const LEGACY_ACCEPTED = 'accepted';

export function parseConsent(raw: string | null, now: Date): ConsentChoice | undefined {
  if (!raw) return undefined;
  if (raw === LEGACY_ACCEPTED) return 'accepted';
  try {
    const stored = JSON.parse(raw) as Partial<StoredConsent>;
    const date = new Date(String(stored.date));
    if (stored.choice !== 'accepted' && stored.choice !== 'rejected') return undefined;
    if (Number.isNaN(date.getTime())) return undefined;
    const ageDays = (now.getTime() - date.getTime()) / 86_400_000;
    return ageDays >= 0 && ageDays <= CONSENT_MAX_AGE_DAYS ? stored.choice : undefined;
  } catch {
    return undefined;
  }
}

export function serializeConsent(choice: ConsentChoice, now: Date): string {
  return JSON.stringify({ choice, date: now.toISOString() } satisfies StoredConsent);
}

export function readStoredConsent(): ConsentChoice | undefined {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    const choice = parseConsent(raw, new Date());
    if (raw === LEGACY_ACCEPTED) storeConsent('accepted');
    return choice;
  } catch {
    return undefined; // storage blocked (private mode, sandbox): ask again
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, serializeConsent(choice, new Date()));
  } catch {
    // Storage blocked: the choice holds for this visit only.
  }
}

// The visitor's cookie choice, stored under the spec's local-storage key `cookieConsent` as
// `{"choice":"accepted"|"rejected","date":"<ISO date>"}`. The Garante's guidelines let a site
// ask again after six months, so an older choice counts as no choice.
import type { ConsentChoice } from '../../app/store.ts';

export const CONSENT_KEY = 'cookieConsent';
export const CONSENT_MAX_AGE_DAYS = 182;

interface StoredConsent {
  choice: ConsentChoice;
  date: string;
}

export function parseConsent(raw: string | null, now: Date): ConsentChoice | undefined {
  if (!raw) return undefined;
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
    return parseConsent(localStorage.getItem(CONSENT_KEY), new Date());
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

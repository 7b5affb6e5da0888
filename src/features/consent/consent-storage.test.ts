import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, LEGACY_ACCEPTED, parseConsent, readStoredConsent, serializeConsent } from './consent-storage.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('stored cookie consent', () => {
  it('reads back what it stores', () => {
    expect(parseConsent(serializeConsent('accepted', now), now)).toBe('accepted');
    expect(parseConsent(serializeConsent('rejected', now), now)).toBe('rejected');
  });

  it('asks again after six months', () => {
    const sevenMonthsAgo = new Date('2026-04-20T10:00:00Z');
    expect(parseConsent(serializeConsent('accepted', sevenMonthsAgo), now)).toBeUndefined();
    const fiveMonthsAgo = new Date('2026-06-22T10:00:00Z');
    expect(parseConsent(serializeConsent('rejected', fiveMonthsAgo), now)).toBe('rejected');
  });

  it('honours the first site\'s bare "accepted"', () => {
    expect(parseConsent(LEGACY_ACCEPTED, now)).toBe('accepted');
    expect(parseConsent('rejected', now)).toBeUndefined(); // the first site never stored this
  });

  it.each([null, '', '{"choice":"maybe","date":"2026-11-01"}', '{"choice":"accepted","date":"soon"}', '{'])(
    'treats %j as no choice',
    (raw) => {
      expect(parseConsent(raw, now)).toBeUndefined();
    },
  );
});

describe('readStoredConsent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function fakeStorage(initial: Record<string, string>) {
    const items = new Map(Object.entries(initial));
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    });
    return items;
  }

  it('rewrites the bare "accepted" in today\'s form, still accepted', () => {
    const items = fakeStorage({ [CONSENT_KEY]: LEGACY_ACCEPTED });
    expect(readStoredConsent()).toBe('accepted');
    const rewritten = items.get(CONSENT_KEY)!;
    expect(JSON.parse(rewritten)).toMatchObject({ choice: 'accepted' });
    expect(parseConsent(rewritten, new Date())).toBe('accepted');
  });

  it('leaves a current choice as stored', () => {
    const stored = serializeConsent('rejected', new Date());
    const items = fakeStorage({ [CONSENT_KEY]: stored });
    expect(readStoredConsent()).toBe('rejected');
    expect(items.get(CONSENT_KEY)).toBe(stored);
  });
});

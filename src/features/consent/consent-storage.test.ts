import { describe, expect, it } from 'vitest';
import { parseConsent, serializeConsent } from './consent-storage.ts';

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

  it.each([null, '', 'accepted', '{"choice":"maybe","date":"2026-11-01"}', '{"choice":"accepted","date":"soon"}', '{'])(
    'treats %j as no choice',
    (raw) => {
      expect(parseConsent(raw, now)).toBeUndefined();
    },
  );
});

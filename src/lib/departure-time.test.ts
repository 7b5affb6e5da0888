import { describe, expect, it } from 'vitest';
import { departureTime } from './departure-time.ts';

describe('departureTime', () => {
  // Saturday 27 March 2027, 12:00 in Rome; Rome moves to summer time that night.
  const now = Date.parse('2027-03-27T11:00:00Z');

  it('says today and tomorrow in the page language, at Rome’s time across the change to summer time', () => {
    expect(departureTime('2027-03-27T14:00:00+01:00', now, 'en-GB')).toEqual({ day: 'Today', time: '14:00' });
    expect(departureTime('2027-03-28T09:00:00+02:00', now, 'en-GB')).toEqual({ day: 'Tomorrow', time: '09:00' });
    expect(departureTime('2027-03-28T09:00:00+02:00', now, 'es-ES')).toEqual({ day: 'Mañana', time: '09:00' });
    expect(departureTime('2027-03-28T09:00:00+02:00', now, 'de-DE').day).toBe('Morgen');
    expect(departureTime('2027-03-27T14:00:00+01:00', now, 'it-IT').day).toBe('Oggi');
  });

  it('gives the date further ahead, and the same Rome time whatever offset the provider writes', () => {
    expect(departureTime('2027-03-30T09:00:00+02:00', now, 'en-GB')).toEqual({ day: 'Tue 30 Mar', time: '09:00' });
    expect(departureTime('2027-03-30T07:00:00Z', now, 'fr-FR').time).toBe('09:00');
  });
});

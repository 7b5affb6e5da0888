import { describe, expect, it } from 'vitest';
import { messageIdTime, newMessageId } from './message.ts';

describe('message ids', () => {
  it('start with the arrival time, to the second, which messageIdTime reads back', () => {
    const at = Date.parse('2026-03-14T09:30:05.678Z');
    const id = newMessageId(at);
    expect(id).toMatch(/^20260314T093005Z-[0-9a-f]{12}$/);
    expect(messageIdTime(id)).toBe(Date.parse('2026-03-14T09:30:05Z'));
  });

  it('sort as their arrival times do', () => {
    const ids = [Date.parse('2026-12-31T23:59:59Z'), Date.parse('2027-01-01T00:00:00Z')].map(newMessageId);
    expect([...ids].sort()).toEqual(ids);
  });

  it('read as no time when the name is another file of the folder', () => {
    expect(messageIdTime('notes.txt')).toBeUndefined();
    expect(messageIdTime('20260314T093005Z')).toBeUndefined();
  });
});

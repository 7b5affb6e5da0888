import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryRepeats, repeatKey } from './repeats.ts';

describe('repeatKey', () => {
  const message = { name: 'Ann', message: 'Hello' };

  it('is the same for the same key, quoted or not, and the same text', () => {
    expect(repeatKey('"k-1"', message)).toBe(repeatKey('k-1', { ...message }));
  });

  it('differs for another key or another text', () => {
    expect(repeatKey('k-1', message)).not.toBe(repeatKey('k-2', message));
    expect(repeatKey('k-1', message)).not.toBe(repeatKey('k-1', { ...message, message: 'Hello!' }));
  });

  it('is none without the header, and an error for a header that is not a key', () => {
    expect(repeatKey('', message)).toBeUndefined();
    for (const header of ['a b', '""', '"', '"k-1', 'k-1"', '"a"b"', 'k'.repeat(201), 'é'])
      expect(repeatKey(header, message), header).toBeInstanceOf(Error);
  });

  it('reads a quoted key as RFC 8941 writes a string: spaces, escaped quotes and backslashes', () => {
    const hashOf = (key: string) =>
      createHash('sha256').update(key).update('\n').update(JSON.stringify(message)).digest('hex');
    expect(repeatKey(String.raw`"a\"b"`, message)).toBe(hashOf('a"b'));
    expect(repeatKey(String.raw`"a\\b"`, message)).toBe(hashOf(String.raw`a\b`));
    expect(repeatKey('"two words"', message)).toEqual(expect.stringMatching(/^[0-9a-f]{64}$/));
    expect(repeatKey(String.raw`"a\"b"`, message)).toEqual(expect.stringMatching(/^[0-9a-f]{64}$/));
    expect(repeatKey(String.raw`"a\\b"`, message)).toEqual(expect.stringMatching(/^[0-9a-f]{64}$/));
    // A backslash escapes only a quote or a backslash.
    expect(repeatKey(String.raw`"a\b"`, message)).toBeInstanceOf(Error);
    expect(repeatKey(`"${'k'.repeat(200)}"`, message)).toEqual(expect.stringMatching(/^[0-9a-f]{64}$/));
  });
});

describe('memoryRepeats', () => {
  it('remembers a message for a day', async () => {
    let now = 0;
    const repeats = memoryRepeats(() => now);
    await repeats.remember('k', 'id-1');
    now = 24 * 60 * 60 * 1000 - 1;
    expect(await repeats.find('k')).toBe('id-1');
    now += 1;
    expect(await repeats.find('k')).toBeUndefined();
  });

  it('keeps the newest 10,000 keys', async () => {
    const repeats = memoryRepeats(() => 0);
    for (let i = 0; i <= 10_000; i++) await repeats.remember(`k${i}`, `id-${i}`);
    expect(await repeats.find('k0')).toBeUndefined();
    expect(await repeats.find('k1')).toBe('id-1');
    expect(await repeats.find('k10000')).toBe('id-10000');
  });
});

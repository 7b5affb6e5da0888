import { describe, expect, it } from 'vitest';
import { loadTexts, once } from './text-modules.ts';

describe('once', () => {
  it('loads a key once, and marks the promise settled for use()', async () => {
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    const first = once('test/counted', load);
    expect(once('test/counted', load)).toBe(first);
    await first;
    expect(calls).toBe(1);
    expect(first).toMatchObject({ status: 'fulfilled', value: 1 });
  });

  it('asks again after a failed load rather than keeping the failure', async () => {
    const dropped = once('test/retried', () => Promise.reject(new Error('connection dropped')));
    await expect(dropped).rejects.toThrow('connection dropped');
    await expect(once('test/retried', () => Promise.resolve('texts'))).resolves.toBe('texts');
  });
});

describe('loadTexts', () => {
  it('loads a part of a language', async () => {
    const common = await loadTexts('it', 'common');
    expect(common.chrome.bookNow).toBeTypeOf('string');
  });

  it('names the command to run for a language without texts', async () => {
    await expect(loadTexts('xx', 'common')).rejects.toThrow('No texts in language xx: run npm run check');
  });
});

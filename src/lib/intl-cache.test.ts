import { describe, expect, it } from 'vitest';
import { cachedIntl } from './intl-cache.ts';

describe('cachedIntl', () => {
  it('makes a formatter once per key and returns it after', () => {
    let made = 0;
    const make = () => {
      made += 1;
      return new Intl.NumberFormat('it');
    };
    const first = cachedIntl('test number it', make);
    expect(cachedIntl('test number it', make)).toBe(first);
    expect(made).toBe(1);
    expect(cachedIntl('test number de', () => new Intl.NumberFormat('de'))).not.toBe(first);
    expect(first.format(12345.5)).toBe('12.345,5');
  });
});

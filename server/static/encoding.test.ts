import { describe, expect, it } from 'vitest';
import { chooseEncoding, type Encoding } from './encoding.ts';

describe('chooseEncoding', () => {
  const both: Encoding[] = ['br', 'gzip'];
  it.each([
    // Chrome's header: a tie, which brotli wins (where ctx.acceptsEncodings would pick gzip).
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate, br', both, 'br'],
    ['br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['gzip;q=1, br;q=0.8', both, 'gzip'],
    ['br;q=0, *', both, 'gzip'],
    ['*', both, 'br'],
    ['identity', both, undefined],
    ['', both, undefined],
    ['gzip;q=0, br;q=0', both, undefined],
    ['gzip, br', ['gzip'], 'gzip'],
    ['gzip, br', [], undefined],
    ['BR;Q=0.9', both, 'br'],
  ] as Array<[string, Encoding[], Encoding | undefined]>)(
    'Accept-Encoding %j with %j → %s',
    (header, available, expected) => {
      expect(chooseEncoding(header, available)).toBe(expected);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('keys %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('gives two addresses of one /64 the same key and the next /64 another', () => {
    expect(clientKey('2001:db8:a:b::1')).toBe(clientKey('2001:db8:a:b:dead:beef:0:1'));
    expect(clientKey('2001:db8:a:c::1')).not.toBe(clientKey('2001:db8:a:b::1'));
  });
});

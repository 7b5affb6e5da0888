// The key a client is rate-limited by: its IPv4 address, or the /64 prefix of its IPv6
// address. One IPv6 subscriber usually gets a whole /64 and can pick any address in it, so
// keying by the full address would give a bot 2^64 fresh quotas.
import { isIPv4, isIPv6 } from 'node:net';

export function clientKey(ip: string): string {
  // An IPv4 client on a dual-stack socket shows up as ::ffff:203.0.113.7.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  // A zone (fe80::1%eth0) names the local interface, not the client.
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms other than the mapped one) counts as two groups.
  const fill = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...fill, ...right].map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
}

import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, with "::" expanded and a dotted tail converted. */
function groups(ip: string): string[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  const hex = dotted
    ? ip.slice(0, dotted.index) +
      [
        ((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16),
        ((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16),
      ].join(':')
    : ip;
  const [head = '', tail] = hex.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The client an address stands for, for per-client limits: an IPv4 address as it is (also when
 * written as IPv4-mapped IPv6), an IPv6 address as its /64 network, since one subscriber is
 * given a whole /64 and could otherwise change address with every request.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${groups(address).slice(0, 4).join(':')}::/64`;
}

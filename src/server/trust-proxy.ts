import { isIP } from 'node:net';

/** Which X-Forwarded-For to believe: none, the nearest N proxies, or proxies at these addresses. */
export type TrustProxy = false | number | readonly string[];

// Ranges the proxy-address matcher Fastify uses knows by name.
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Reads TRUST_PROXY: unset, empty or 0 is off; a whole number is a hop count; otherwise a
 * comma-separated list of addresses, CIDR ranges or `loopback`, `linklocal`, `uniquelocal`.
 * Throws a one-line message naming the value when it is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new Error(
    `TRUST_PROXY="${value}" is not valid: give the number of proxies in front of the server (1, 2) ` +
      'or their addresses, comma-separated (10.0.0.5, 10.0.0.0/8, loopback); leave it unset ' +
      'when visitors connect to the server directly',
  );
}

/** The setting as Fastify's `trustProxy` option. */
export function fastifyTrustProxy(setting: TrustProxy) {
  if (setting === false) return false;
  if (typeof setting !== 'number') return [...setting];
  // Fastify ignores a bare number (a client reaching the server directly could then name its
  // own address); an operator who sets a hop count states that only the proxies reach it.
  return (_address: string, hop: number) => hop < setting;
}

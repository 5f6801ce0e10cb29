import { dictionary } from '@zxcvbn-ts/language-common';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP password storage: scrypt with N=2^17, r=8, p=1. It needs 128·N·r = 128 MiB, above
// Node's default maxmem of 32 MiB.
const params = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const keyLength = 32;

// Each hash holds 128 MiB and a core for a few hundred milliseconds: at most two at once, the
// rest wait their turn instead of exhausting memory under a burst of sign-ups.
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return limited(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** Hashes a password as "scrypt$N$r$p$salt$hash" (base64url), parameters kept for upgrades. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `password` matches a stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/** A real hash of nothing: login checks against it when no account has the address, so a
 * missing account takes as long as a wrong password and the timing tells nothing. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** Whether a password is on the list of the ~50,000 most common ones (zxcvbn-ts), any case. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

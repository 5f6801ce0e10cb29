import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createHashQueue } from './hash-queue';
import { hashingCost } from './password-cost';

// The production cost needs 128 MiB, above Node's default maxmem of 32 MiB.
const maxmem = 256 * 1024 * 1024;
const keyLength = 32;

// Each hash holds 128 MiB and a core for a few hundred milliseconds: two at once, four more in
// line (about a second's wait at most), one per client; the rest are refused at once. One
// queue per process, since the process's memory and cores are what it protects.
const queue = createHashQueue({ running: 2, waiting: 4 });

// Hashed in NFKC (NIST SP 800-63B): full-width or compatibility forms of the same characters
// give the same hash. The form input before it is only brought to NFC.
function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  client: string | undefined,
): Promise<Buffer> {
  return queue.run(
    client,
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/**
 * Hashes a password as "scrypt$N$r$p$salt$hash" (base64url), parameters kept for upgrades.
 * Rejects with HashingBusyError when `client` (see clientKey) has a hash in progress or the
 * queue is full.
 */
export async function hashPassword(password: string, client?: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = hashingCost();
  const key = await derive(password, salt, { ...cost, maxmem }, client);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `password` matches a stored hash, in constant time; refused as `hashPassword` is. */
export async function verifyPassword(
  password: string,
  stored: string,
  client?: string,
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem };
  const key = await derive(password, Buffer.from(salt, 'base64url'), options, client);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/** A real hash of nothing: login checks against it when no account has the address, so a
 * missing account takes as long as a wrong password and the timing tells nothing. */
export function dummyHash(): Promise<string> {
  // Forgotten when it failed, so one refusal does not break every later login.
  dummy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    dummy = undefined;
    throw error;
  });
  return dummy;
}

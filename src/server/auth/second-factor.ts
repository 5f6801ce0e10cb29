import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Storage, User } from '../storage/types';

/** How many recovery codes an account is given, each usable once. */
export const recoveryCodeCount = 10;

/** The TOTP of RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30 s steps. */
const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), digits: 6, period: 30 });

/** A new secret: 160 random bits (RFC 4226's recommended length), in base32. */
export const newSecret = () => new Secret({ size: 20 }).base32;

/** The secret in groups of four, as a person types it into an app. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, account: string, issuer: string) =>
  totpOf(secret, account, issuer).toString();

/**
 * The QR code of `text`, made here (never by another service), as the `d` of one SVG path over a
 * square of `size` modules (the quiet zone of 4 modules included), black on white.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  let d = '';
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++)
      if (modules.get(x, y)) d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
  return { size: modules.size + quiet * 2, d };
}

/** The QR code as an inline SVG element, for a page made on the server. */
export function qrSvg(text: string, label: string): string {
  const { size, d } = qrPath(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${label}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}

/**
 * The time step a six-digit code is right for at `now`: the current one or one either side (an
 * app's clock a little off), else undefined.
 */
export function matchingStep(secret: string, code: string, now: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

/** The code an app shows at `now`: for tests and the operator's checks. */
export const currentCode = (secret: string, now = Date.now()) =>
  totpOf(secret).generate({ timestamp: now });

// Recovery codes: 16 characters of 32 (80 random bits), without the look-alikes 0/O and 1/I/L.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new recovery code, "xxxx-xxxx-xxxx-xxxx". */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A recovery code as typed, in any case, with or without its dashes and spaces. */
export const typedRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');

/**
 * The stored form of a recovery code: SHA-256 of it without dashes. A fast hash is enough: each
 * code has 80 random bits, which no guessing through a copy of the database gets through
 * (decisions.md #81), unlike a password a person chose.
 */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(typedRecoveryCode(code)).digest('base64url');

/** Whether what was typed looks like a recovery code rather than a six-digit code. */
const isRecoveryCode = (typed: string) => typedRecoveryCode(typed).length === 16;

/** A code typed into the code field: digits with spaces taken out, or a recovery code. */
export const typedCode = (typed: string) => typed.replace(/\s/g, '');

/**
 * Checks a code (six digits, or a recovery code) for an account with a confirmed second factor,
 * and uses it up: a six-digit code is accepted once (its time step recorded, and none up to it
 * accepted after), a recovery code goes. "code" or "recovery" when accepted, else undefined.
 */
export async function useCode(
  storage: Storage,
  user: Pick<User, 'id'>,
  typed: string,
  now = Date.now(),
): Promise<'code' | 'recovery' | undefined> {
  const factor = await storage.secondFactor(user.id);
  if (!factor?.confirmed) return undefined;
  const code = typedCode(typed);
  if (isRecoveryCode(code))
    return (await storage.useRecoveryCode(user.id, recoveryCodeHash(code)))
      ? 'recovery'
      : undefined;
  const step = matchingStep(factor.secret, code, now);
  if (step === undefined) return undefined;
  return (await storage.useSecondFactorStep(user.id, step)) ? 'code' : undefined;
}

/**
 * Confirms an account's waiting secret with its first code and gives its new recovery codes (to
 * show once; only their hashes are kept); undefined when the code is wrong or nothing waits.
 */
export async function confirmEnrolment(
  storage: Storage,
  user: Pick<User, 'id'>,
  typed: string,
  keepSession?: string,
  now = Date.now(),
): Promise<string[] | undefined> {
  const factor = await storage.secondFactor(user.id);
  if (!factor || factor.confirmed) return undefined;
  const step = matchingStep(factor.secret, typedCode(typed), now);
  if (step === undefined) return undefined;
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const hashes = codes.map(recoveryCodeHash);
  const confirmed = await storage.confirmSecondFactor(user.id, step, hashes, keepSession);
  return confirmed ? codes : undefined;
}

/** A random token for a sign-in waiting for its second step, and the hash kept of it. */
export function pendingToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('base64url') };
}

export const pendingTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** Who must sign in with a second factor: accounts that may edit pages, staff, or every one. */
export const secondFactorRoles = ['editor', 'staff', 'visitor'] as const;
export type SecondFactorRole = (typeof secondFactorRoles)[number];

/** Without a setting: editors and staff, who can publish the site and read people's data. */
export const defaultSecondFactorRoles: readonly SecondFactorRole[] = ['editor', 'staff'];

/**
 * TWO_FACTOR_REQUIRED: the roles, comma-separated ("editor,staff"), or "none". Anything else
 * stops the server with a sentence rather than quietly requiring less.
 */
export function secondFactorRolesFromEnv(value: string | undefined): readonly SecondFactorRole[] {
  const text = value?.trim().toLowerCase();
  if (!text) return defaultSecondFactorRoles;
  if (text === 'none') return [];
  const names = text.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(secondFactorRoles as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(
      `TWO_FACTOR_REQUIRED names ${unknown.join(', ')}: use editor, staff, visitor (comma-separated) or none`,
    );
  return names as SecondFactorRole[];
}

/** Whether the account must have a second factor before it gets a session. */
export const mustHaveSecondFactor = (
  user: Pick<User, 'role' | 'editor'>,
  required: readonly SecondFactorRole[],
) =>
  required.includes('visitor') ||
  (user.role === 'staff' && required.includes('staff')) ||
  (user.editor && required.includes('editor'));

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage, User } from '../storage/types';
import type { LoginThrottle } from '../storage/shared/login-throttle';

/**
 * The device cookie of OWASP's "slow down online guessing attacks with device cookies": a browser
 * that has signed in to an account gets a cookie naming the account and a random nonce, signed
 * with a key of the server's. A login for that account from that browser is then judged by the
 * cookie's own failures only, so an attacker who keeps the address locked does not lock out its
 * owner (decisions.md #84).
 */
const cookieName = 'device';

/** A year: the browser stays known as long as people keep a computer or phone. */
export const deviceCookieMaxAgeS = 365 * 24 * 60 * 60;

/** Wrong passwords a device cookie may bring before it is no longer trusted (until a success). */
export const deviceFreeFailures = 5;

const cookieOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
  maxAge: deviceCookieMaxAgeS,
} satisfies CookieSerializeOptions;

/** What a valid device cookie says: the account it signed in to, and its own nonce. */
export interface DeviceCookie {
  userId: number;
  nonce: string;
}

const signature = (key: string, body: string) =>
  createHmac('sha256', key).update(`device:${body}`).digest('base64url');

/** The cookie's value: `<account id>.<nonce>.<HMAC-SHA256 of both>`. */
export function deviceCookieValue(
  key: string,
  userId: number,
  nonce = randomBytes(16).toString('base64url'),
): string {
  const body = `${userId}.${nonce}`;
  return `${body}.${signature(key, body)}`;
}

/** The device cookie in `value` when this server signed it, else undefined. */
export function readDeviceCookie(key: string, value: unknown): DeviceCookie | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{1,15})\.([\w-]{22})\.([\w-]{43})$/.exec(value);
  if (!match) return undefined;
  const [, id, nonce, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(key, `${id}.${nonce}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return undefined;
  return { userId: Number(id), nonce };
}

/** The key of the server's, made once and shared by every instance (`server_secrets`). */
export const deviceKey = (storage: Pick<Storage, 'secret'>) =>
  storage.secret('device-cookie', () => randomBytes(32).toString('base64url'));

/** The request's device cookie, when it is one this server signed. */
export async function requestDevice(
  storage: Pick<Storage, 'secret'>,
  request: Pick<FastifyRequest, 'cookies'>,
): Promise<DeviceCookie | undefined> {
  const value = request.cookies[cookieName];
  if (!value) return undefined;
  return readDeviceCookie(await deviceKey(storage), value);
}

/** Gives the browser a device cookie for `user`, after a sign-in with every step done. */
export async function setDeviceCookie(
  storage: Pick<Storage, 'secret'>,
  reply: FastifyReply,
  user: Pick<User, 'id'>,
) {
  reply.setCookie(cookieName, deviceCookieValue(await deviceKey(storage), user.id), cookieOptions);
}

/** The throttle's key for a device cookie's own failures. */
export const deviceThrottleKey = (device: DeviceCookie) => `device:${device.nonce}`;

/**
 * Which failures judge a login attempt: a device cookie's own when it names the account being
 * signed in to and has had fewer than `deviceFreeFailures` failures since its last success (no
 * wait then: the address's lockout does not apply); otherwise the address's, as without one.
 */
export interface LoginGate {
  /** The throttle key a failure is recorded under and a success clears. */
  key: string;
  /** Whether the attempt came with a trusted device cookie. */
  trusted: boolean;
  /** Milliseconds to wait before the attempt may be checked; 0 when it may be now. */
  wait: number;
  /** A device cookie that came with the attempt but is not trusted: cleared by a success. */
  untrustedDevice?: string;
}

export async function loginGate(
  throttle: LoginThrottle,
  addressKey: string,
  device: DeviceCookie | undefined,
  accountId: number | undefined,
): Promise<LoginGate> {
  if (device) {
    const key = deviceThrottleKey(device);
    if (device.userId === accountId && (await throttle.failures(key)) < deviceFreeFailures)
      return { key, trusted: true, wait: 0 };
    return {
      key: addressKey,
      trusted: false,
      wait: await throttle.check(addressKey),
      untrustedDevice: key,
    };
  }
  return { key: addressKey, trusted: false, wait: await throttle.check(addressKey) };
}

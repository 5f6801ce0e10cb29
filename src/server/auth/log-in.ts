import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { accountActor } from '../audit/actors';
import type { User } from '../storage/types';
import { clientKey } from '../http/client-key';
import { loginGate, requestDevice, setDeviceCookie } from './device-cookie';
import { HashingBusyError } from './hash-queue';
import { dummyHash, verifyPassword } from './passwords';
import { startPendingLogin } from './pending-login';
import { mustHaveSecondFactor } from './second-factor';
import { startSession } from './sessions';

export const wrongLogin = 'The e-mail address or password is incorrect.';

/** The throttle's key for an address: any case; hashed, so a password typed into the e-mail
 * field by mistake is not kept in memory (or, later, in a shared store). */
export const throttleKey = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('base64url');

/** "30 seconds", "4 minutes": the wait in the words of the answer. */
export function inWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** A login refused: the status to answer, the sentence, and how long to wait (429, 503). */
export interface LoginRefusal {
  status: 401 | 429 | 503;
  message: string;
  waitMs?: number;
}

/** What a login came to: a session, a second step due (no session yet), or a refusal. */
export type LoginResult =
  { user: User } | { pending: 'code' | 'enrol'; user: User } | { refused: LoginRefusal };

/**
 * Checks an address and password and, when they match, starts a session (the cookie set on
 * `reply`), or, for an account with a second factor (or one its role requires), only a pending
 * sign-in whose next step is a code or enrolment (decisions.md #82). Every door to a login goes
 * through here: the site's login form and the editors' sign-in. Never tells which of address or
 * password was wrong; an address with too many failures waits (429) before its password is even
 * hashed, unless the browser brings a trusted device cookie for the account (decisions.md #84).
 */
export async function logIn(
  {
    storage,
    loginThrottle: throttle,
    secondFactorRoles,
  }: Pick<ServerContext, 'storage' | 'loginThrottle' | 'secondFactorRoles'>,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string,
): Promise<LoginResult> {
  // Checked for every address, with or without an account, so the answer tells nothing.
  // Attempts for one address sent at the same moment can all pass before the first failure
  // is recorded; the hashing queue lets at most six through at once. A browser that signed in to
  // this account before (its device cookie) is judged by its own failures instead (#84).
  const device = await requestDevice(storage, request);
  const known = device ? { user: await storage.findUserByEmail(email) } : undefined;
  const gate = await loginGate(throttle, throttleKey(email), device, known?.user?.id);
  if (gate.wait > 0) {
    const message = `Too many failed logins for this e-mail address. Please try again in ${inWords(gate.wait)}.`;
    return { refused: { status: 429, message, waitMs: gate.wait } };
  }
  const user = known ? known.user : await storage.findUserByEmail(email);
  // Without an account the password is still checked (against a dummy hash), so both failures
  // take the same time and give the same answer.
  const stored = user?.passwordHash ?? (await dummyHash());
  let ok: boolean;
  try {
    ok = await verifyPassword(password, stored, clientKey(request.ip));
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    return { refused: busyRefusal(error) };
  }
  if (!user || !ok) {
    await throttle.fail(gate.key);
    return { refused: { status: 401, message: wrongLogin } };
  }
  // A success with a trusted device cookie leaves the address's failures as they are: whoever
  // made them stays throttled.
  await throttle.succeed(gate.key);
  if (gate.untrustedDevice) await throttle.succeed(gate.untrustedDevice);
  const factor = await storage.secondFactor(user.id);
  // A passkey is a second factor as a code is (decisions.md #86): the same step offers both.
  const pending =
    factor?.confirmed || (await storage.passkeys(user.id)).length > 0
      ? 'code'
      : mustHaveSecondFactor(user, secondFactorRoles)
        ? 'enrol'
        : undefined;
  if (pending) {
    await startPendingLogin(storage, reply, user, pending);
    return { pending, user };
  }
  await completeLogIn(storage, request, reply, user);
  return { user };
}

/** Starts the session of a login whose every step is done. */
export async function completeLogIn(
  storage: ServerContext['storage'],
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
) {
  await startSession(storage, request, reply, user);
  await setDeviceCookie(storage, reply, user);
  // Who signed in to the staff area (decisions.md #58).
  if (user.role === 'staff') await storage.audit({ actor: accountActor(user), action: 'login' });
}

/** The quick refusal when a password cannot be hashed now (see createHashQueue). */
export function busyRefusal(error: HashingBusyError): LoginRefusal {
  return error.scope === 'client'
    ? {
        status: 429,
        waitMs: 1000,
        message:
          'Another login or sign-up from your network is being checked. Please try again in a moment.',
      }
    : {
        status: 503,
        waitMs: 1000,
        message: 'We are busy checking other logins. Please try again in a moment.',
      };
}

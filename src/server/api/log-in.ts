import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { accountActor } from '../audit/actors';
import type { User } from '../storage/types';
import { clientKey } from './client-key';
import { HashingBusyError } from './hash-queue';
import { dummyHash, verifyPassword } from './passwords';
import { startSession } from './sessions';

export const wrongLogin = 'The e-mail address or password is incorrect.';

/** The throttle's key for an address: any case; hashed, so a password typed into the e-mail
 * field by mistake is not kept in memory (or, later, in a shared store). */
const throttleKey = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('base64url');

/** "30 seconds", "4 minutes": the wait in the words of the answer. */
function inWords(ms: number): string {
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

/**
 * Checks an address and password and, when they match, starts a session (the cookie set on
 * `reply`). Every door to a login goes through here: the site's login form and the editors'
 * sign-in. Never tells which of address or password was wrong; an address with too many failures
 * waits (429) before its password is even hashed.
 */
export async function logIn(
  { storage, loginThrottle: throttle }: Pick<ServerContext, 'storage' | 'loginThrottle'>,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string,
): Promise<{ user: User } | { refused: LoginRefusal }> {
  // Checked for every address, with or without an account, so the answer tells nothing.
  // Attempts for one address sent at the same moment can all pass before the first failure
  // is recorded; the hashing queue lets at most six through at once.
  const key = throttleKey(email);
  const wait = await throttle.check(key);
  if (wait > 0) {
    const message = `Too many failed logins for this e-mail address. Please try again in ${inWords(wait)}.`;
    return { refused: { status: 429, message, waitMs: wait } };
  }
  const user = await storage.findUserByEmail(email);
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
    await throttle.fail(key);
    return { refused: { status: 401, message: wrongLogin } };
  }
  await throttle.succeed(key);
  await startSession(storage, request, reply, user);
  // Who signed in to the staff area (decisions.md #58).
  if (user.role === 'staff') await storage.audit({ actor: accountActor(user), action: 'login' });
  return { user };
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

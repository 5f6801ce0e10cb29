import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role, Storage, User } from '../storage/types';
import { answer } from './replies';

/** How long a login lasts; logging in again starts a new one. */
export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const cookieName = 'session';

/** The cookie holds the secret; the database only its hash, so a copy of it opens no account. */
export const sessionIdHash = (secret: string) =>
  createHash('sha256').update(secret).digest('base64url');

/**
 * The session cookie: out of reach of page scripts (HttpOnly), sent only with same-site requests
 * and top-level links (SameSite=Lax, so a form on another site cannot post with it), and only
 * over HTTPS whenever the site is served over HTTPS (`secure: 'auto'`: directly, or through a
 * trusted proxy that says so; see TRUST_PROXY).
 */
const cookieOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
} satisfies CookieSerializeOptions;

export interface CurrentSession {
  user: User;
  idHash: string;
}

/** Starts a session for an account and sets its cookie on the reply. */
export async function startSession(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  now = new Date(),
) {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await storage.createSession({ idHash: sessionIdHash(secret), userId: user.id, expiresAt });
  reply.setCookie(cookieName, secret, { ...cookieOptions, maxAge: sessionLifetimeMs / 1000 });
}

/** The request's session and its account, if its cookie names a live one. */
export async function currentSession(
  storage: Storage,
  request: FastifyRequest,
  now = new Date(),
): Promise<CurrentSession | undefined> {
  const secret = request.cookies[cookieName];
  if (!secret || !/^[\w-]{43}$/.test(secret)) return undefined;
  const idHash = sessionIdHash(secret);
  const user = await storage.findSession(idHash, now);
  return user ? { user, idHash } : undefined;
}

/** Tells the browser to forget its session cookie. */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(cookieName, cookieOptions);
}

/**
 * The account a protected API request runs as: 401 without a live session, 403 when the
 * account's role is not `role` (when given). Answers the refusal itself and gives undefined then.
 * Requests that change something from another origin never get here (sameOriginChanges).
 */
export async function requireAccount(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  role?: Role,
): Promise<CurrentSession | undefined> {
  const session = await currentSession(storage, request);
  if (!session) {
    await answer(reply, 401, { success: false, message: 'Please log in.' });
    return undefined;
  }
  if (role && session.user.role !== role) {
    await answer(reply, 403, { success: false, message: 'This is not open to your account.' });
    return undefined;
  }
  return session;
}

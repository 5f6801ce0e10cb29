import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role, Storage, User } from '../storage/types';
import { deviceName } from './device-name';
import { escapeHtml } from '../../engine/escape-html';
import { answer } from '../http/replies';
import { limitsOf, sessionState } from './session-limits';

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
export const sessionCookieOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
} satisfies CookieSerializeOptions;

/** Sent (as "1") by a request a page makes on a timer: it is not a person using the session. */
export const backgroundHeader = 'x-background-refresh';

export interface CurrentSession {
  user: User;
  idHash: string;
  /** When its holder last proved who they are: the sign-in, or a confirm since (decisions.md #85). */
  provedAt: string;
}

/**
 * Starts a session for an account and sets its cookie on the reply. It lasts as long as the
 * account's limits allow at most (session-limits.ts); logging in again starts a new one.
 */
export async function startSession(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  now = new Date(),
) {
  const secret = randomBytes(32).toString('base64url');
  const { absoluteMs } = limitsOf(user);
  await storage.createSession({
    idHash: sessionIdHash(secret),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + absoluteMs),
    device: deviceName(request.headers['user-agent']),
  });
  reply.setCookie(cookieName, secret, { ...sessionCookieOptions, maxAge: absoluteMs / 1000 });
}

/**
 * The request's session and its account, if its cookie names a live one. Every request that
 * finds it counts as its use (written down at most once a minute), except a page's own timed
 * refresh (`backgroundHeader`), which a tab left open sends with nobody there; one unused past
 * its account's idle limit, or older than its absolute limit, ends here (decisions.md #79).
 */
export async function currentSession(
  storage: Storage,
  request: Pick<FastifyRequest, 'cookies' | 'headers'>,
  now = new Date(),
): Promise<CurrentSession | undefined> {
  const secret = request.cookies[cookieName];
  if (!secret || !/^[\w-]{43}$/.test(secret)) return undefined;
  const idHash = sessionIdHash(secret);
  const session = await storage.liveSession(idHash, now);
  if (!session) return undefined;
  const state = sessionState(session, session.user, now);
  if (state === 'ended') {
    await storage.deleteSession(idHash);
    return undefined;
  }
  if (state === 'touch' && request.headers[backgroundHeader] !== '1')
    await storage.touchSession(idHash, now);
  return { user: session.user, idHash, provedAt: session.provedAt };
}

/** Tells the browser to forget its session cookie. */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(cookieName, sessionCookieOptions);
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

/** How recent a proof (password or code) the steps that export or erase data or change how the
 * account signs in ask for (decisions.md #85). */
export const proofMaxAgeMs = 10 * 60_000;

/** The refusal of such a step without a recent proof: a sentence, and `reauth` for scripts. */
export const reauthMessage =
  'Please confirm your password first: this step needs it when you have not typed it in the last 10 minutes.';

/**
 * True when the session's holder proved who they are in the last 10 minutes; otherwise answers
 * 403 with `reauth: true` (a page's script asks for the password and tries again; a form posted
 * or a link followed without script gets the sentence and a link back to its page).
 */
export async function requireRecentProof(
  request: FastifyRequest,
  reply: FastifyReply,
  session: CurrentSession,
  now = Date.now(),
): Promise<boolean> {
  if (now - Date.parse(session.provedAt) <= proofMaxAgeMs) return true;
  const json =
    request.headers.accept?.includes('application/json') ||
    request.headers['content-type']?.includes('application/json');
  if (!json && request.headers.accept?.includes('text/html')) {
    const back =
      typeof request.headers.referer === 'string'
        ? safePath(request.headers.referer, request.host)
        : '/';
    await reply
      .code(403)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(reauthPage(back));
    return false;
  }
  await reply
    .code(403)
    .type('application/json; charset=utf-8')
    .send({ success: false, message: reauthMessage, reauth: true });
  return false;
}

/** The path of a same-site `referer`, else the home page. */
function safePath(referer: string, host: string): string {
  try {
    const url = new URL(referer);
    // Compared as URLs, so a default port written or not is the same host.
    return url.host === new URL(`${url.protocol}//${host}`).host &&
      url.pathname.startsWith('/') &&
      !url.pathname.startsWith('//')
      ? url.pathname
      : '/';
  } catch {
    return '/';
  }
}

/**
 * The answer to a plain form post or link without a recent proof: the sentence, and the way back
 * to the page it came from, whose own script asks for the password.
 */
const reauthPage = (back: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Confirm it is you</title>
<style>body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#111827}main{max-width:32rem;margin:0 auto;padding:32px 16px}a{display:inline-flex;align-items:center;min-height:44px;color:#1d4ed8;font-weight:600}</style></head>
<body><main><h1>Confirm it is you</h1><p>${escapeHtml(reauthMessage)}</p>
<p><a href="${escapeHtml(back)}">Go back to confirm your password</a></p></main></body></html>
`;

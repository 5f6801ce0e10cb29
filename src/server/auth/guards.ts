import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ApiGroup, Endpoint } from '../../schema/api/endpoint';
import { apiRoot } from '../../schema/api/endpoint';
import { currentSession, requireRecentProof, type CurrentSession } from './sessions';
import type { Storage, User } from '../storage/types';
import { HttpError } from '../http/http-error';
import { serveEndpoint, type EndpointHandler, type EndpointOptions } from '../http/serve-endpoint';

/** The session each request of a guarded scope was let in with. */
const sessions = new WeakMap<FastifyRequest, CurrentSession>();

/** Which signed-in accounts a guard lets in. */
export type Admits = (user: User) => boolean;
/** Staff accounts: the leads inbox and the audit log. */
export const staffOnly: Admits = (user) => user.role === 'staff';
/** Staff and the accounts that may edit pages: the back office's analytics. */
export const staffOrEditor: Admits = (user) => user.role === 'staff' || user.editor;

/**
 * The guard of a scope or route whose callers must be signed in (and be let in by `admits`, when
 * given): one `onRequest` hook before any handler, so no handler checks the session itself. 401
 * without a live session, 403 for an account not let in, answered by the scope's error handler.
 */
export function signedIn(storage: Storage, admits?: Admits): onRequestAsyncHookHandler {
  return async (request) => {
    const session = await currentSession(storage, request);
    if (!session) throw new HttpError(401, 'Please log in.');
    if (admits && !admits(session.user))
      throw new HttpError(403, 'This is not open to your account.');
    sessions.set(request, session);
  };
}

/** The session the scope's guard let this request in with. */
export function sessionOf(request: FastifyRequest): CurrentSession {
  const session = sessions.get(request);
  if (!session)
    throw new Error(`${request.method} ${request.url} is served outside a guarded scope`);
  return session;
}

/** Refuses a step that needs a recent proof (decisions.md #85) before its request is read. */
const recentProof: onRequestAsyncHookHandler = async (request, reply) => {
  if (!(await requireRecentProof(request, reply, sessionOf(request)))) return reply;
};

/**
 * Serves an endpoint of a guarded scope: as `serveEndpoint`, and when the contract says the call
 * needs a recent proof, refused without one before anything else runs.
 */
export function serveGuarded<E extends Endpoint>(
  app: FastifyInstance,
  declared: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  serveEndpoint(
    app,
    declared,
    handler,
    declared.proof ? { ...options, onRequest: recentProof } : options,
  );
}

/** Where a group of the API is mounted inside the API's own scope (`/api`). */
export const prefixOf = (group: Pick<ApiGroup, 'base'>) =>
  group.base.startsWith(apiRoot) ? group.base.slice(apiRoot.length) : group.base;

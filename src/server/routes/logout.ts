import type { FastifyInstance } from 'fastify';
import { sessionApi } from '../../schema/api/forms';
import { isFormPost } from '../forms/form-post';
import { answer } from '../http/replies';
import { clearSessionCookie, currentSession } from '../auth/sessions';
import type { ServerContext } from '../context';
import { serveEndpoint } from '../http/serve-endpoint';
import { defineRouteGroup } from '../http/route-group';
import { readFormPosts } from './account';

/**
 * Logout, open to anyone: the session ends on the server and the cookie is cleared. A plain form
 * may post it too; it then goes to the home page.
 */
async function logoutRoute(app: FastifyInstance, { storage }: ServerContext) {
  readFormPosts(app);
  serveEndpoint(app, sessionApi.endpoints.logout, async (request, reply) => {
    const session = await currentSession(storage, request);
    if (session) await storage.deleteSession(session.idHash);
    clearSessionCookie(reply);
    if (isFormPost(request.headers['content-type'])) return reply.redirect('/', 303);
    return answer(reply, 200, { success: true, redirectTo: '/' });
  });
}

// In the `/api` scope, outside the account scope: whoever calls it, signed in or not.
export default defineRouteGroup({ scope: 'api', register: logoutRoute });

import type { FastifyInstance } from 'fastify';
import { inboxApi } from '../../schema/api/inbox';
import { accountActor } from '../audit/actors';
import type { ServerContext } from '../context';
import { serveGuarded, sessionOf } from '../auth/guards';
import { defineRouteGroup } from '../http/route-group';

const { endpoints } = inboxApi;

/**
 * The audit log, in the staff scope (decisions.md #58): a page of it, newest first, and all of
 * it as JSON; a download is itself recorded.
 */
async function auditRoutes(app: FastifyInstance, { storage }: ServerContext) {
  serveGuarded(app, endpoints.audit, async (request) => {
    const { p = 1, per = 50 } = request.query;
    const { entries, total } = await storage.auditLog({ limit: per, offset: (p - 1) * per });
    return { success: true as const, total, page: p, perPage: per, entries };
  });

  serveGuarded(app, endpoints.auditExport, async (request, reply) => {
    const session = sessionOf(request);
    const { entries } = await storage.auditLog({ limit: Number.MAX_SAFE_INTEGER, offset: 0 });
    await storage.audit({
      actor: accountActor(session.user),
      action: 'export_audit',
      count: entries.length,
    });
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit-log-${stamp}.json"`)
      .send(`${JSON.stringify(entries.reverse(), null, 2)}\n`);
  });
}

export default defineRouteGroup({ scope: 'staff', register: auditRoutes });

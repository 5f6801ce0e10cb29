import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { fieldErrors } from '../../forms/field-errors';
import { answer } from '../api/replies';
import { requireAccount } from '../api/sessions';
import { accountActor } from '../audit/actors';
import type { ServerContext } from '../context';

const pageSchema = z.object({
  p: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  per: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
});

/**
 * The audit log for staff (decisions.md #58): a page of it, newest first, and all of it as
 * JSON; a download is itself recorded.
 */
export async function auditRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage } = context;

  app.get('/leads/audit', async (request, reply) => {
    if (!(await requireAccount(storage, request, reply, 'staff'))) return reply;
    const parsed = pageSchema.safeParse(request.query);
    if (!parsed.success)
      return answer(reply, 400, { success: false, ...fieldErrors(parsed.error, '') });
    const { p = 1, per = 50 } = parsed.data;
    const { entries, total } = await storage.auditLog({ limit: per, offset: (p - 1) * per });
    return reply.send({ success: true, total, page: p, perPage: per, entries });
  });

  app.get('/leads/audit/export', async (request, reply) => {
    const session = await requireAccount(storage, request, reply, 'staff');
    if (!session) return reply;
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

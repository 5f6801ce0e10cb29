import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { fieldErrors } from '../../forms/field-errors';
import { multiLine, oneLine, wellFormed } from '../../forms/fields/string-rule';
import { calendarDay } from '../api/calendar-day';
import { answer } from '../api/replies';
import { requireAccount, requireRecentProof } from '../api/sessions';
import { accountActor } from '../audit/actors';
import type { ServerContext } from '../context';
import { deliveryAlerts } from '../delivery/trouble';
import { leadsToCsv, leadsToJson } from '../storage/lead-export';
import { leadStatuses, type LeadQuery } from '../storage/types';
import { auditRoutes } from './inbox-audit';
import { personRoutes } from './inbox-person';

/**
 * Text staff send, normalised as visitors' text is (decisions.md #19, #37) before it is checked,
 * searched for or stored: control and invisible characters go, a broken character is refused.
 */
const staffText = (label: string, max: number, normalise = oneLine) =>
  z
    .string()
    .check(
      wellFormed(label),
      z.overwrite(normalise),
      z.trim(),
      z.maxLength(max, `${label} can be at most ${max} characters.`),
    );

const filterSchema = z.object({
  status: z.optional(z.enum(leadStatuses)),
  page: z.optional(staffText('The page', 300)),
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
  q: z.optional(staffText('The search', 200)),
});
const listSchema = z.extend(filterSchema, {
  p: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  per: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
const exportSchema = z.extend(filterSchema, { format: z.enum(['csv', 'json']) });
const changeSchema = z.strictObject({
  status: z.optional(z.enum(leadStatuses)),
  note: z.optional(staffText('The note', 5000, multiLine)),
});
const idSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/** A filter from the query string: days are whole days in UTC, `to` included. */
function filterOf(query: z.infer<typeof filterSchema>): Omit<LeadQuery, 'limit' | 'offset'> {
  const to = query.to ? new Date(`${query.to}T00:00:00Z`) : undefined;
  to?.setUTCDate(to.getUTCDate() + 1);
  return {
    // Suspected spam is out of the way: only the Spam view (status "spam") shows it.
    ...(query.status ? { status: query.status } : { notStatus: 'spam' as const }),
    ...(query.page ? { page: query.page } : {}),
    ...(query.from ? { from: new Date(`${query.from}T00:00:00Z`) } : {}),
    ...(to ? { to } : {}),
    ...(query.q ? { text: query.q } : {}),
  };
}

/**
 * The leads inbox, for staff accounts only (401 without a session, 403 for a visitor): a page of
 * the leads matching a filter, newest first; one lead with its history; a change of status or
 * note, recorded with who made it; the filtered list as CSV or JSON.
 */
export async function inboxRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage, outbox, deliverTo } = context;
  const staff = (request: FastifyRequest, reply: FastifyReply) =>
    requireAccount(storage, request, reply, 'staff');

  app.get('/leads', async (request, reply) => {
    const session = await staff(request, reply);
    if (!session) return reply;
    const parsed = listSchema.safeParse(request.query);
    if (!parsed.success)
      return answer(reply, 400, { success: false, ...fieldErrors(parsed.error, '') });
    const { p = 1, per = 25 } = parsed.data;
    const { leads, total } = await storage.queryLeads({
      ...filterOf(parsed.data),
      limit: per,
      offset: (p - 1) * per,
    });
    // The list shows names and addresses: who saw which leads is recorded (decisions.md #58).
    const leadIds = leads.map((lead) => lead.id);
    await storage.audit({
      actor: accountActor(session.user),
      action: 'list',
      leadIds,
      count: leadIds.length,
    });
    // Destinations failing for a while: the inbox shows them above the list.
    const delivery = await deliveryAlerts(storage);
    return reply.send({ success: true, total, page: p, perPage: per, leads, delivery });
  });

  app.get('/leads/export', async (request, reply) => {
    const session = await staff(request, reply);
    if (!session || !(await requireRecentProof(request, reply, session))) return reply;
    const parsed = exportSchema.safeParse(request.query);
    if (!parsed.success)
      return answer(reply, 400, { success: false, ...fieldErrors(parsed.error, '') });
    const { leads } = await storage.queryLeads({
      ...filterOf(parsed.data),
      limit: Number.MAX_SAFE_INTEGER,
      offset: 0,
    });
    // Oldest first, as the shell export writes them.
    leads.reverse();
    const { format } = parsed.data;
    const leadIds = leads.map((lead) => lead.id);
    const detail = { format };
    await storage.audit({
      actor: accountActor(session.user),
      action: 'export',
      leadIds,
      count: leadIds.length,
      detail,
    });
    const csv = parsed.data.format === 'csv';
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .type(csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${stamp}.${parsed.data.format}"`)
      .send(csv ? leadsToCsv(leads) : leadsToJson(leads));
  });

  app.get('/leads/:id', async (request, reply) => {
    const session = await staff(request, reply);
    if (!session) return reply;
    const id = idSchema.safeParse(request.params);
    const found = id.success ? await storage.getLead(id.data.id) : undefined;
    if (!found) return answer(reply, 404, { success: false, message: 'There is no such lead.' });
    const leadIds = [found.lead.id];
    await storage.audit({ actor: accountActor(session.user), action: 'view', leadIds, count: 1 });
    return reply.send({ success: true, ...found });
  });

  app.patch('/leads/:id', async (request, reply) => {
    const session = await staff(request, reply);
    if (!session) return reply;
    const id = idSchema.safeParse(request.params);
    const change = changeSchema.safeParse(request.body);
    if (!change.success)
      return answer(reply, 400, { success: false, ...fieldErrors(change.error, '') });
    // A lead staff take out of spam is delivered then, where it has not been yet.
    const lead = id.success
      ? await storage.updateLead(id.data.id, change.data, session.user.email, {
          deliverTo,
          audit: accountActor(session.user),
        })
      : undefined;
    if (!lead) return answer(reply, 404, { success: false, message: 'There is no such lead.' });
    outbox?.kick();
    return reply.send({ success: true, lead });
  });

  await app.register(personRoutes, context);
  await app.register(auditRoutes, context);
}

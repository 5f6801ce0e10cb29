import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { inboxApi } from '../../schema/api/inbox';
import type { output } from 'zod/v4/core';
import { accountActor } from '../audit/actors';
import type { ServerContext } from '../context';
import { deliveryAlerts } from '../delivery/trouble';
import { serveGuarded, sessionOf } from '../auth/guards';
import { leadsToCsv, leadsToJson } from '../storage/lead-export';
import type { LeadQuery } from '../storage/types';
import { answer } from '../http/replies';
import { defineRouteGroup } from '../http/route-group';

const { endpoints } = inboxApi;
type Filters = output<NonNullable<(typeof endpoints)['list']['query']>>;

/** A lead's id in the address: a whole number, or no lead at all. */
const idSchema = z.coerce.number().check(z.int(), z.positive());
const noSuchLead = 'There is no such lead.';

/** A filter from the query string: days are whole days in UTC, `to` included. */
function filterOf(query: Omit<Filters, 'p' | 'per'>): Omit<LeadQuery, 'limit' | 'offset'> {
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
 * The leads inbox, in the staff scope (its guard lets in staff accounts only): a page of the
 * leads matching a filter, newest first; one lead with its history; a change of status or note,
 * recorded with who made it; the filtered list as CSV or JSON.
 */
async function inboxRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage, outbox, deliverTo } = context;

  serveGuarded(app, endpoints.list, async (request) => {
    const session = sessionOf(request);
    const { p = 1, per = 25 } = request.query;
    const { leads, total } = await storage.queryLeads({
      ...filterOf(request.query),
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
    return { success: true as const, total, page: p, perPage: per, leads, delivery };
  });

  serveGuarded(app, endpoints.export, async (request, reply) => {
    const session = sessionOf(request);
    const { leads } = await storage.queryLeads({
      ...filterOf(request.query),
      limit: Number.MAX_SAFE_INTEGER,
      offset: 0,
    });
    // Oldest first, as the shell export writes them.
    leads.reverse();
    const { format } = request.query;
    const leadIds = leads.map((lead) => lead.id);
    await storage.audit({
      actor: accountActor(session.user),
      action: 'export',
      leadIds,
      count: leadIds.length,
      detail: { format },
    });
    const csv = format === 'csv';
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .type(csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${stamp}.${format}"`)
      .send(csv ? leadsToCsv(leads) : leadsToJson(leads));
  });

  serveGuarded(app, endpoints.lead, async (request, reply) => {
    const session = sessionOf(request);
    const id = idSchema.safeParse(request.params.id);
    const found = id.success ? await storage.getLead(id.data) : undefined;
    if (!found) return answer(reply, 404, { success: false, message: noSuchLead });
    const leadIds = [found.lead.id];
    await storage.audit({ actor: accountActor(session.user), action: 'view', leadIds, count: 1 });
    return reply.send({ success: true, ...found });
  });

  serveGuarded(app, endpoints.change, async (request, reply) => {
    const session = sessionOf(request);
    const id = idSchema.safeParse(request.params.id);
    // A lead staff take out of spam is delivered then, where it has not been yet.
    const lead = id.success
      ? await storage.updateLead(id.data, request.body, session.user.email, {
          deliverTo,
          audit: accountActor(session.user),
        })
      : undefined;
    if (!lead) return answer(reply, 404, { success: false, message: noSuchLead });
    outbox?.kick();
    return reply.send({ success: true, lead });
  });
}

export default defineRouteGroup({ scope: 'staff', register: inboxRoutes });

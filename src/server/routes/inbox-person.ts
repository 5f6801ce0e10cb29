import type { FastifyInstance } from 'fastify';
import { inboxApi } from '../../schema/api/inbox';
import { answer } from '../http/replies';
import { accountActor } from '../audit/actors';
import type { ServerContext } from '../context';
import { serveGuarded, sessionOf } from '../auth/guards';
import { defineRouteGroup } from '../http/route-group';

const { endpoints } = inboxApi;

/** A download's file name for today: "person-2026-11-27.json". */
const fileName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.json`;

/**
 * The rights of the person in the inbox, in the staff scope (decisions.md #57): every record of
 * an e-mail address as JSON, and its erasure; each recorded in the audit log without the
 * address. The download is a form posted without scripts: the address goes in the body, never in
 * an address that logs, history and proxies keep (decisions.md #76); the scope reads such posts.
 */
async function personRoutes(app: FastifyInstance, { storage }: ServerContext) {
  serveGuarded(app, endpoints.person, async (request, reply) => {
    const session = sessionOf(request);
    const records = await storage.personRecords({ email: request.body.email });
    const leadIds = records.leads.map(({ lead }) => lead.id);
    const count = leadIds.length + (records.account ? 1 : 0);
    await storage.audit({
      actor: accountActor(session.user),
      action: 'export_person',
      leadIds,
      count,
    });
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName('person')}"`)
      .send(`${JSON.stringify(records, null, 2)}\n`);
  });

  serveGuarded(app, endpoints.erase, async (request, reply) => {
    const session = sessionOf(request);
    const { email } = request.body;
    if (email.toLowerCase() === session.user.email.toLowerCase())
      return answer(reply, 400, {
        success: false,
        message: 'You cannot erase your own account here: ask the operator.',
        errors: { email: 'You cannot erase your own account here: ask the operator.' },
      });
    const counts = await storage.erasePerson({ email }, accountActor(session.user));
    // Other people's enquiries that only mention the address stay, for staff to judge (#77).
    const { mentionedIn } = await storage.personRecords({ email });
    return reply.send({ success: true, counts, mentionedIn });
  });
}

export default defineRouteGroup({ scope: 'staff', register: personRoutes });

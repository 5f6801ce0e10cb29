import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { fieldErrors } from '../../forms/field-errors';
import { personEmailSchema } from '../api/person-email';
import { answer } from '../api/replies';
import { requireAccount, requireRecentProof } from '../api/sessions';
import { accountActor } from '../audit/actors';
import type { ServerContext } from '../context';

const personSchema = z.object({ email: personEmailSchema });

/** A download's file name for today: "person-2026-11-27.json". */
const fileName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.json`;

/**
 * The rights of the person in the inbox, for staff (decisions.md #57): every record of an
 * e-mail address as JSON, and its erasure; each recorded in the audit log without the address.
 */
export async function personRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage } = context;

  // The inbox's download is a form posted without scripts: the address goes in the body, never
  // in an address that logs, history and proxies keep (decisions.md #76).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    async (_request: FastifyRequest, body: string) => Object.fromEntries(new URLSearchParams(body)),
  );

  app.post('/leads/person', async (request, reply) => {
    const session = await requireAccount(storage, request, reply, 'staff');
    if (!session || !(await requireRecentProof(request, reply, session))) return reply;
    const parsed = personSchema.safeParse(request.body);
    if (!parsed.success)
      return answer(reply, 400, { success: false, ...fieldErrors(parsed.error, '') });
    const records = await storage.personRecords({ email: parsed.data.email });
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

  app.post('/leads/erase', async (request, reply) => {
    const session = await requireAccount(storage, request, reply, 'staff');
    if (!session || !(await requireRecentProof(request, reply, session))) return reply;
    const parsed = personSchema.safeParse(request.body);
    if (!parsed.success)
      return answer(reply, 400, { success: false, ...fieldErrors(parsed.error, '') });
    if (parsed.data.email.toLowerCase() === session.user.email.toLowerCase())
      return answer(reply, 400, {
        success: false,
        message: 'You cannot erase your own account here: ask the operator.',
        errors: { email: 'You cannot erase your own account here: ask the operator.' },
      });
    const counts = await storage.erasePerson(
      { email: parsed.data.email },
      accountActor(session.user),
    );
    // Other people's enquiries that only mention the address stay, for staff to judge (#77).
    const { mentionedIn } = await storage.personRecords({ email: parsed.data.email });
    return reply.send({ success: true, counts, mentionedIn });
  });
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { fieldRule } from '../../forms/fields/rules';
import { accountApi } from '../../schema/api/account';
import { clientKey } from '../http/client-key';
import { hashing } from '../auth/hashing-answer';
import { passwordProblem } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { passwordProof } from '../auth/password-proof';
import { answer } from '../http/replies';
import { clearSessionCookie, type CurrentSession } from '../auth/sessions';
import { sessionState } from '../auth/session-limits';
import { personActor } from '../audit/actors';
import type { ServerContext } from '../context';
import { serveGuarded, sessionOf } from '../auth/guards';
import type { Lead, User } from '../storage/types';
import { perMinute } from '../http/per-client-limits';
import { defineRouteGroup } from '../http/route-group';

const { endpoints } = accountApi;

/** What the account page shows of an account. */
const accountView = (user: User) => ({
  username: user.username,
  email: user.email,
  role: user.role,
  editor: user.editor,
  createdAt: user.createdAt,
});

/** What a visitor sees of an enquiry they sent: what they wrote, never staff's status or note. */
const ownLeadView = (lead: Lead) => ({
  id: lead.id,
  receivedAt: lead.receivedAt,
  form: lead.form,
  page: lead.page ?? null,
  subject: lead.subject ?? null,
  fields: lead.fields.map(({ label, value }) => ({ label, value })),
});

const wrongPassword = 'The password is incorrect.';

/**
 * How the account page names one of its sessions: derived from the session's hash, so neither
 * its secret nor the hash the database keys it by is ever sent or written in a request.
 */
const sessionRef = (idHash: string) =>
  createHash('sha256').update(`session-ref:${idHash}`).digest('base64url').slice(0, 22);

/** A form of the account page posted without scripts, read as the JSON one would be. */
export function readFormPosts(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    async (_request: FastifyRequest, body: string) => Object.fromEntries(new URLSearchParams(body)),
  );
}

/**
 * The visitor's own account, in the account scope (its guard lets in signed-in accounts only):
 * who is logged in, their enquiries and data, a new password, removal and erasure, and the
 * devices it is signed in on.
 */
async function accountRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage } = context;
  serveGuarded(app, endpoints.account, async (request) => ({
    success: true as const,
    account: accountView(sessionOf(request).user),
  }));
  serveGuarded(app, endpoints.leads, async (request) => {
    const leads = await storage.leadsOfUser(sessionOf(request).user.id);
    return { success: true as const, leads: leads.map(ownLeadView) };
  });
  passwordRoutes(app, context);
  dataRoutes(app, context);
  sessionRoutes(app, context);
}

/**
 * The session, once the password of its account is right (throttled as at login; see
 * passwordProof); otherwise undefined, the refusal answered with the sentence beside `field`.
 */
async function confirmedSession(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
  field = 'password',
): Promise<CurrentSession | undefined> {
  const session = sessionOf(request);
  const right = await passwordProof(
    context,
    request,
    reply,
    session.user,
    password,
    field,
    wrongPassword,
  );
  return right ? session : undefined;
}

/** A new password, the current one required; every other session ends. */
function passwordRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage } = context;
  const signupPassword = context.site.forms.signup.fields.find((f) => f.type === 'password');
  const newPasswordRule = z.pipe(
    signupPassword ? fieldRule(signupPassword) : z.string(),
    z.string(),
  );
  serveGuarded(
    app,
    endpoints.password,
    async (request, reply) => {
      const rule = newPasswordRule.safeParse(request.body.newPassword);
      if (!rule.success) {
        const why = rule.error.issues[0]?.message ?? 'The new password is not accepted.';
        return answer(reply, 400, { success: false, message: '', errors: { newPassword: why } });
      }
      const newPassword = rule.data;
      const { currentPassword } = request.body;
      const session = await confirmedSession(
        context,
        request,
        reply,
        currentPassword,
        'currentPassword',
      );
      if (!session) return reply;
      // The current password is this step's proof (decisions.md #85), and counts for the next ones.
      await storage.proveSession(session.idHash, new Date());
      const problem = passwordProblem(newPassword, context.passwordContext, {
        name: session.user.username,
        email: session.user.email,
      });
      if (problem)
        return answer(reply, 400, {
          success: false,
          message: problem,
          errors: { newPassword: problem },
        });
      const passwordHash = await hashing(reply, () =>
        hashPassword(newPassword, clientKey(request.ip)),
      );
      if (passwordHash === undefined) return reply;
      await storage.setPassword(session.user.id, passwordHash, session.idHash);
      return answer(reply, 200, {
        success: true,
        message: 'Your password has been changed. Other devices have been logged out.',
      });
    },
    perMinute(context.limits.auth),
  );

  serveGuarded(
    app,
    endpoints.remove,
    async (request, reply) => {
      const session = await confirmedSession(context, request, reply, request.body.password);
      if (!session) return reply;
      await storage.deleteUser(session.user.id);
      clearSessionCookie(reply);
      return answer(reply, 200, { success: true, message: 'Your account has been deleted.' });
    },
    perMinute(context.limits.auth),
  );
}

/** The visitor's own data (decisions.md #57): a download of it, and its erasure. */
function dataRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage } = context;

  // The account and the enquiries sent with it, as the inbox has them, staff's status and note
  // included.
  serveGuarded(app, endpoints.export, async (request, reply) => {
    const session = sessionOf(request);
    const records = await storage.personRecords({ userId: session.user.id });
    const leadIds = records.leads.map(({ lead }) => lead.id);
    await storage.audit({
      actor: personActor,
      action: 'export_person',
      leadIds,
      count: leadIds.length + 1,
    });
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="my-data-${stamp}.json"`)
      .send(`${JSON.stringify(records, null, 2)}\n`);
  });

  // Erasure of the account and every enquiry sent with it; the password confirms it.
  serveGuarded(
    app,
    endpoints.erase,
    async (request, reply) => {
      const session = await confirmedSession(context, request, reply, request.body.password);
      if (!session) return reply;
      await storage.erasePerson({ userId: session.user.id }, personActor);
      clearSessionCookie(reply);
      return answer(reply, 200, {
        success: true,
        message: 'Your account and your enquiries have been erased.',
        redirectTo: '/',
      });
    },
    perMinute(context.limits.auth),
  );
}

/** The account's sessions (decisions.md #79): where it is signed in, and ending any other one. */
function sessionRoutes(app: FastifyInstance, { storage }: ServerContext) {
  serveGuarded(app, endpoints.sessions, async (request) => {
    const session = sessionOf(request);
    const now = new Date();
    const live = (await storage.listSessions(session.user.id, now)).filter(
      (s) => sessionState(s, session.user, now) !== 'ended',
    );
    return {
      success: true as const,
      sessions: live.map((s) => ({
        id: sessionRef(s.idHash),
        device: s.device,
        createdAt: s.createdAt,
        lastSeenAt: s.idHash === session.idHash ? now.toISOString() : s.lastSeenAt,
        current: s.idHash === session.idHash,
      })),
    };
  });

  serveGuarded(app, endpoints.endSession, async (request, reply) => {
    const session = sessionOf(request);
    const { id } = request.body;
    if (id === sessionRef(session.idHash))
      return answer(reply, 400, {
        success: false,
        message: 'This is the session you are using: log out to end it.',
      });
    const found = (await storage.listSessions(session.user.id, new Date())).find(
      (s) => sessionRef(s.idHash) === id,
    );
    if (!found)
      return answer(reply, 404, { success: false, message: 'That session has already ended.' });
    await storage.deleteSession(found.idHash);
    return answer(reply, 200, { success: true, message: 'That device has been logged out.' });
  });

  serveGuarded(app, endpoints.endOtherSessions, async (request, reply) => {
    const session = sessionOf(request);
    const ended = await storage.endOtherSessions(session.user.id, session.idHash);
    return answer(reply, 200, {
      success: true,
      message:
        ended === 0
          ? 'No other device was logged in.'
          : `${ended === 1 ? 'One other device has' : `${ended} other devices have`} been logged out.`,
    });
  });
}

export default defineRouteGroup({ scope: 'account', register: accountRoutes });

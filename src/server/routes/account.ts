import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { fieldErrors } from '../../forms/field-errors';
import { fieldRule } from '../../forms/fields/rules';
import { isFormPost } from '../api/form-post';
import { clientKey } from '../api/client-key';
import { hashing } from '../api/hashing-answer';
import { passwordProblem } from '../api/password-policy';
import { hashPassword } from '../api/passwords';
import { passwordProof } from '../api/password-proof';
import { answer } from '../api/replies';
import {
  clearSessionCookie,
  currentSession,
  requireAccount,
  type CurrentSession,
} from '../api/sessions';
import { sessionState } from '../api/session-limits';
import { personActor } from '../audit/actors';
import type { ServerContext } from '../context';
import type { Lead, User } from '../storage/types';

/** What the account page shows of an account. */
const accountView = (user: User) => ({
  username: user.username,
  email: user.email,
  role: user.role,
  /** Whether the account may edit pages: the staff area shows such an account its studio link. */
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
const endSchema = z.strictObject({ id: z.string().check(z.length(22)) });

/**
 * The visitor's own account: who is logged in, their enquiries, a new password (the current one
 * required; every other session ends), removal (the password required; the account and its
 * sessions go), and logout (the session ends on the server, the cookie is cleared). JSON, except
 * logout, which a plain form may also post (it then goes to the home page).
 */
export async function accountRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage } = context;
  const signupPassword = context.site.forms.signup.fields.find((f) => f.type === 'password');
  const newPasswordRule = signupPassword ? fieldRule(signupPassword) : z.string();
  const changeSchema = z.strictObject({
    currentPassword: z.string().check(z.minLength(1, 'Enter your current password.')),
    newPassword: z.pipe(newPasswordRule, z.string()),
  });
  const removeSchema = z.strictObject({
    password: z.string().check(z.minLength(1, 'Enter your password to confirm.')),
  });
  const route = { config: { rateLimit: { max: context.limits.auth, timeWindow: 60_000 } } };

  // A logout form posted without scripts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    async (_request: FastifyRequest, body: string) => Object.fromEntries(new URLSearchParams(body)),
  );

  /** Checks the password of the session's account (throttled as at login; see passwordProof). */
  const passwordMatches = (
    request: FastifyRequest,
    reply: FastifyReply,
    session: CurrentSession,
    password: string,
    field: string,
  ) => passwordProof(context, request, reply, session.user, password, field, wrongPassword);

  app.get('/account', async (request, reply) => {
    const session = await requireAccount(storage, request, reply);
    if (!session) return reply;
    return reply.send({ success: true, account: accountView(session.user) });
  });

  app.get('/account/leads', async (request, reply) => {
    const session = await requireAccount(storage, request, reply);
    if (!session) return reply;
    const leads = await storage.leadsOfUser(session.user.id);
    return reply.send({ success: true, leads: leads.map(ownLeadView) });
  });

  app.post('/account/password', route, async (request, reply) => {
    const session = await requireAccount(storage, request, reply);
    if (!session) return reply;
    const parsed = changeSchema.safeParse(request.body);
    if (!parsed.success)
      return answer(reply, 400, { success: false, ...fieldErrors(parsed.error, '') });
    const { currentPassword, newPassword } = parsed.data;
    if (!(await passwordMatches(request, reply, session, currentPassword, 'currentPassword')))
      return reply;
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
  });

  /** The signed-in account whose password came with the request, or undefined once answered. */
  async function confirmedByPassword(request: FastifyRequest, reply: FastifyReply) {
    const session = await requireAccount(storage, request, reply);
    if (!session) return undefined;
    const parsed = removeSchema.safeParse(request.body);
    if (!parsed.success) {
      answer(reply, 400, { success: false, ...fieldErrors(parsed.error, '') });
      return undefined;
    }
    const matches = await passwordMatches(
      request,
      reply,
      session,
      parsed.data.password,
      'password',
    );
    return matches ? session : undefined;
  }

  app.post('/account/delete', route, async (request, reply) => {
    const session = await confirmedByPassword(request, reply);
    if (!session) return reply;
    await storage.deleteUser(session.user.id);
    clearSessionCookie(reply);
    return answer(reply, 200, { success: true, message: 'Your account has been deleted.' });
  });

  // The visitor's own data (decisions.md #57): the account and the enquiries sent with it, as
  // the inbox has them, staff's status and note included.
  app.get('/account/export', async (request, reply) => {
    const session = await requireAccount(storage, request, reply);
    if (!session) return reply;
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
  app.post('/account/erase', route, async (request, reply) => {
    const session = await confirmedByPassword(request, reply);
    if (!session) return reply;
    await storage.erasePerson({ userId: session.user.id }, personActor);
    clearSessionCookie(reply);
    return answer(reply, 200, {
      success: true,
      message: 'Your account and your enquiries have been erased.',
      redirectTo: '/',
    });
  });

  // The account's sessions (decisions.md #79): where it is signed in, and ending any other one.
  app.get('/account/sessions', async (request, reply) => {
    const session = await requireAccount(storage, request, reply);
    if (!session) return reply;
    const now = new Date();
    const live = (await storage.listSessions(session.user.id, now)).filter(
      (s) => sessionState(s, session.user, now) !== 'ended',
    );
    return reply.send({
      success: true,
      sessions: live.map((s) => ({
        id: sessionRef(s.idHash),
        device: s.device,
        createdAt: s.createdAt,
        lastSeenAt: s.idHash === session.idHash ? now.toISOString() : s.lastSeenAt,
        current: s.idHash === session.idHash,
      })),
    });
  });

  app.post('/account/sessions/end', async (request, reply) => {
    const session = await requireAccount(storage, request, reply);
    if (!session) return reply;
    const parsed = endSchema.safeParse(request.body);
    if (!parsed.success)
      return answer(reply, 400, { success: false, message: 'Say which session to end.' });
    if (parsed.data.id === sessionRef(session.idHash))
      return answer(reply, 400, {
        success: false,
        message: 'This is the session you are using: log out to end it.',
      });
    const found = (await storage.listSessions(session.user.id, new Date())).find(
      (s) => sessionRef(s.idHash) === parsed.data.id,
    );
    if (!found)
      return answer(reply, 404, {
        success: false,
        message: 'That session has already ended.',
      });
    await storage.deleteSession(found.idHash);
    return answer(reply, 200, { success: true, message: 'That device has been logged out.' });
  });

  app.post('/account/sessions/end-others', async (request, reply) => {
    const session = await requireAccount(storage, request, reply);
    if (!session) return reply;
    const ended = await storage.endOtherSessions(session.user.id, session.idHash);
    return answer(reply, 200, {
      success: true,
      message:
        ended === 0
          ? 'No other device was logged in.'
          : `${ended === 1 ? 'One other device has' : `${ended} other devices have`} been logged out.`,
    });
  });

  app.post('/logout', async (request, reply) => {
    const session = await currentSession(storage, request);
    if (session) await storage.deleteSession(session.idHash);
    clearSessionCookie(reply);
    if (isFormPost(request.headers['content-type'])) return reply.redirect('/', 303);
    return answer(reply, 200, { success: true, redirectTo: '/' });
  });
}

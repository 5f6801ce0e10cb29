import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { AuthFormDeclaration } from '../../forms/declarations';
import { clientKey } from '../api/client-key';
import { hashing } from '../api/hashing-answer';
import { passwordProblem } from '../api/password-policy';
import { dummyHash, hashPassword, verifyPassword } from '../api/passwords';
import { answer, tryLater } from '../api/replies';
import { asText, entriesFor, parseSubmission } from '../api/submission';
import { startSession } from '../api/sessions';
import { accountActor } from '../audit/actors';

/** Values of the account fields of an auth form, found by field type. */
function account(form: AuthFormDeclaration, data: Record<string, unknown>) {
  const valueOf = (type: string) =>
    asText(data[form.fields.find((f) => f.type === type)?.name ?? '']);
  return {
    emailField: form.fields.find((f) => f.type === 'email')?.name ?? 'email',
    passwordField: form.fields.find((f) => f.type === 'password')?.name ?? 'password',
    username: valueOf('text'),
    email: valueOf('email'),
    password: valueOf('password'),
  };
}

const wrongLogin = 'The e-mail address or password is incorrect.';

/** The throttle's key for an address: any case; hashed, so a password typed into the e-mail
 * field by mistake is not kept in memory (or, later, in a shared store). */
const throttleKey = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('base64url');

/** "30 seconds", "4 minutes": the wait in the words of the answer. */
function inWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * POST /signup and /login. Sign-up refuses weak passwords (see passwordProblem) and a second
 * account for an address (409); login never tells which of address or password was wrong, and
 * an address with too many failures waits (429) before its password is even hashed. Both start a
 * server-side session (an HttpOnly cookie, see sessions.ts) and say where to go next.
 */
export async function authRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage, loginThrottle: throttle, pages } = context;
  const { login, signup } = context.site.forms;
  const route = { config: { rateLimit: { max: context.limits.auth, timeWindow: 60_000 } } };
  const signupEntries = entriesFor([['signup', signup]]);
  const loginEntries = entriesFor([['login', login]]);

  app.post(signup.endpoint, route, async (request, reply) => {
    const parsed = parseSubmission(signupEntries, request.body, reply, pages);
    if (!parsed) return reply;
    const user = account(signup, parsed.data);
    const problem = passwordProblem(user.password, context.passwordContext, {
      name: user.username,
      email: user.email,
    });
    if (problem) {
      return answer(reply, 400, {
        success: false,
        message: problem,
        errors: { [user.passwordField]: problem },
      });
    }
    const exists = 'An account with this e-mail address already exists. Please log in instead.';
    const conflict = () =>
      answer(reply, 409, {
        success: false,
        message: exists,
        errors: { [user.emailField]: exists },
      });
    if (await storage.findUserByEmail(user.email)) return conflict();
    const passwordHash = await hashing(reply, () =>
      hashPassword(user.password, clientKey(request.ip)),
    );
    if (passwordHash === undefined) return reply;
    const created = await storage.createUser({
      username: user.username,
      email: user.email,
      passwordHash,
    });
    if (created === 'exists') return conflict();
    await startSession(storage, request, reply, created);
    return answer(reply, 201, { success: true, redirectTo: signup.redirectTo });
  });

  app.post(login.endpoint, route, async (request, reply) => {
    const parsed = parseSubmission(loginEntries, request.body, reply, pages);
    if (!parsed) return reply;
    const { email, password } = account(login, parsed.data);
    // Checked for every address, with or without an account, so the answer tells nothing.
    // Attempts for one address sent at the same moment can all pass before the first failure
    // is recorded; the hashing queue lets at most six through at once.
    const key = throttleKey(email);
    const wait = await throttle.check(key);
    if (wait > 0) {
      const text = `Too many failed logins for this e-mail address. Please try again in ${inWords(wait)}.`;
      return tryLater(reply, 429, wait, text);
    }
    const user = await storage.findUserByEmail(email);
    // Without an account the password is still checked (against a dummy hash), so both failures
    // take the same time and give the same answer.
    const stored = user?.passwordHash ?? (await dummyHash());
    const ok = await hashing(reply, () => verifyPassword(password, stored, clientKey(request.ip)));
    if (ok === undefined) return reply;
    if (!user || !ok) {
      await throttle.fail(key);
      return answer(reply, 401, { success: false, message: wrongLogin, errors: {} });
    }
    await throttle.succeed(key);
    await startSession(storage, request, reply, user);
    // Who signed in to the staff area (decisions.md #58).
    if (user.role === 'staff') await storage.audit({ actor: accountActor(user), action: 'login' });
    return answer(reply, 200, { success: true, redirectTo: login.redirectTo });
  });
}

import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { AuthFormDeclaration } from '../../forms/declarations';
import { clientKey } from '../http/client-key';
import { hashing } from '../auth/hashing-answer';
import { passwordProblem } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { logIn } from '../auth/log-in';
import { nextFromReferer } from '../forms/form-post-answer';
import { apiPrefix } from './api-prefix';
import { answer, tryLater } from '../http/replies';
import { asText, entriesFor, parseSubmission } from '../forms/submission';
import { startSession } from '../auth/sessions';
import { formsApi } from '../../schema/api/forms';
import { serveEndpoint } from '../http/serve-endpoint';
import { perMinute } from '../http/per-client-limits';
import { defineRouteGroup } from '../http/route-group';

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

/**
 * POST /signup and /login. Sign-up refuses weak passwords (see passwordProblem) and a second
 * account for an address (409); login never tells which of address or password was wrong, and
 * an address with too many failures waits (429) before its password is even hashed. Both start a
 * server-side session (an HttpOnly cookie, see sessions.ts) and say where to go next.
 */
async function authRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage, pages } = context;
  const { login, signup } = context.site.forms;
  const route = perMinute(context.limits.auth);
  const signupEntries = entriesFor([['signup', signup]]);
  const loginEntries = entriesFor([['login', login]]);

  const { endpoints } = formsApi;
  // The contract's calls, at the paths the config gives the forms.
  serveEndpoint(
    app,
    { ...endpoints.signup, path: signup.endpoint },
    async (request, reply) => {
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
    },
    route,
  );

  serveEndpoint(
    app,
    { ...endpoints.login, path: login.endpoint },
    async (request, reply) => {
      const parsed = parseSubmission(loginEntries, request.body, reply, pages);
      if (!parsed) return reply;
      const { email, password } = account(login, parsed.data);
      const result = await logIn(context, request, reply, email, password);
      if ('pending' in result) {
        // A code (or enrolment) comes first, on a page of its own; then where the login was going.
        const next = nextFromReferer(request.headers.referer, request.host) ?? login.redirectTo;
        const from = typeof parsed.data.page === 'string' ? parsed.data.page : '/';
        const query = new URLSearchParams({ next, from });
        const redirectTo = `${apiPrefix}${login.endpoint}/${result.pending}?${query}`;
        return answer(reply, 200, { success: true, redirectTo, secondStep: true });
      }
      if ('refused' in result) {
        const { status, message, waitMs } = result.refused;
        if (status === 401) return answer(reply, 401, { success: false, message, errors: {} });
        return tryLater(reply, status, waitMs ?? 1000, message);
      }
      return answer(reply, 200, { success: true, redirectTo: login.redirectTo });
    },
    route,
  );
}

export default defineRouteGroup({ scope: 'forms', register: authRoutes });

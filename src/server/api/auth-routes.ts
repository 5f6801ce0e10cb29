import type { FastifyInstance } from 'fastify';
import type { AuthFormDeclaration } from '../../schema/forms';
import type { Storage } from '../storage/types';
import { dummyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { answer } from './replies';
import { asText, entriesFor, parseSubmission } from './submission';
import { issueToken } from './tokens';

export interface AuthRoutesOptions {
  login: AuthFormDeclaration;
  signup: AuthFormDeclaration;
  storage: Storage;
  secret: string;
  rateLimit: { max: number; timeWindow: number };
}

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

/**
 * POST /signup and /login (D7). Sign-up refuses the most common passwords and a second account
 * for an address (409); login never tells which of address or password was wrong.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { storage, secret } = options;
  const route = { config: { rateLimit: options.rateLimit } };
  const signupEntries = entriesFor([['signup', options.signup]]);
  const loginEntries = entriesFor([['login', options.login]]);

  app.post(options.signup.endpoint, route, async (request, reply) => {
    const parsed = parseSubmission(signupEntries, request.body, reply);
    if (!parsed) return reply;
    const user = account(options.signup, parsed.data);
    if (isCommonPassword(user.password)) {
      const text = 'This password is one of the most common ones. Please choose another.';
      return answer(reply, 400, {
        success: false,
        message: text,
        errors: { [user.passwordField]: text },
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
    const created = await storage.createUser({
      username: user.username,
      email: user.email,
      passwordHash: await hashPassword(user.password),
    });
    if (created === 'exists') return conflict();
    return answer(reply, 201, { success: true, token: issueToken(created.id, secret) });
  });

  app.post(options.login.endpoint, route, async (request, reply) => {
    const parsed = parseSubmission(loginEntries, request.body, reply);
    if (!parsed) return reply;
    const { email, password } = account(options.login, parsed.data);
    const user = await storage.findUserByEmail(email);
    // Without an account the password is still checked (against a dummy hash), so both failures
    // take the same time and give the same answer.
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
    if (!user || !ok)
      return answer(reply, 401, { success: false, message: wrongLogin, errors: {} });
    return answer(reply, 200, { success: true, token: issueToken(user.id, secret) });
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { inWords } from '../api/log-in';
import { answer } from '../api/replies';
import {
  confirmEnrolment,
  groupedSecret,
  mustHaveSecondFactor,
  newSecret,
  otpauthUri,
  qrPath,
  useCode,
} from '../api/second-factor';
import { requireAccount, requireRecentProof } from '../api/sessions';
import type { ServerContext } from '../context';
import { isRecord } from '../../schema/is-record';
import type { User } from '../storage/types';

/** The code of a JSON body, or an answer (400) and undefined. */
function codeOf(body: unknown, reply: FastifyReply): string | undefined {
  const code = isRecord(body) && typeof body.code === 'string' ? body.code.trim() : '';
  if (code && code.length <= 64) return code;
  const message = 'Type the code your authenticator app shows.';
  void answer(reply, 400, { success: false, message, errors: { code: message } });
  return undefined;
}

/**
 * Two-step sign-in from the account page (decisions.md #81): its state, a new secret (shown with
 * its QR code, made here), confirmation with a first code (which gives the ten recovery codes,
 * once), and turning it off with a current code or a recovery code. Every code counts against the
 * account's wrong codes as at sign-in.
 */
export async function accountSecondFactorRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage, loginThrottle: throttle } = context;
  const route = { config: { rateLimit: { max: context.limits.auth, timeWindow: 60_000 } } };
  const throttleKey = (user: User) => `second-step:${user.id}`;
  const wrong = (reply: FastifyReply) => {
    const message = 'That code is not right, or it has been used already.';
    return answer(reply, 401, { success: false, message, errors: { code: message } });
  };
  /** False (answered 429) while the account must wait after wrong codes. */
  const mayTry = async (reply: FastifyReply, user: User) => {
    const wait = await throttle.check(throttleKey(user));
    if (wait === 0) return true;
    reply.header('Retry-After', String(Math.ceil(wait / 1000)));
    await answer(reply, 429, {
      success: false,
      message: `Too many wrong codes. Please try again in ${inWords(wait)}.`,
    });
    return false;
  };

  app.get('/account/two-factor', async (request, reply) => {
    const session = await requireAccount(storage, request, reply);
    if (!session) return reply;
    const factor = await storage.secondFactor(session.user.id);
    return reply.send({
      success: true,
      on: factor?.confirmed === true,
      recoveryCodesLeft: factor?.confirmed ? factor.recoveryCodesLeft : 0,
      required: mustHaveSecondFactor(session.user, context.secondFactorRoles),
    });
  });

  app.post('/account/two-factor/start', route, async (request, reply) => {
    const session = await requireAccount(storage, request, reply);
    if (!session || !(await requireRecentProof(request, reply, session))) return reply;
    const secret = newSecret();
    if (!(await storage.startSecondFactor(session.user.id, secret)))
      return answer(reply, 409, {
        success: false,
        message: 'Two-step sign-in is on already.',
      });
    const uri = otpauthUri(secret, session.user.email, context.site.company.name);
    return reply.send({ success: true, key: groupedSecret(secret), qr: qrPath(uri) });
  });

  app.post('/account/two-factor/confirm', route, async (request, reply) => {
    const session = await requireAccount(storage, request, reply);
    if (!session) return reply;
    const code = codeOf(request.body, reply);
    if (code === undefined || !(await mayTry(reply, session.user))) return reply;
    const codes = await confirmEnrolment(storage, session.user, code, session.idHash);
    if (!codes) {
      await throttle.fail(throttleKey(session.user));
      return wrong(reply);
    }
    await throttle.succeed(throttleKey(session.user));
    return reply.send({
      success: true,
      message: 'Two-step sign-in is on. Other devices have been signed out.',
      recoveryCodes: codes,
    });
  });

  app.post('/account/two-factor/off', route, async (request, reply) => {
    const session = await requireAccount(storage, request, reply);
    if (!session) return reply;
    if (mustHaveSecondFactor(session.user, context.secondFactorRoles))
      return answer(reply, 403, {
        success: false,
        message: 'Your account needs two-step sign-in: it cannot be turned off.',
      });
    const code = codeOf(request.body, reply);
    if (code === undefined || !(await mayTry(reply, session.user))) return reply;
    if (!(await useCode(storage, session.user, code))) {
      await throttle.fail(throttleKey(session.user));
      return wrong(reply);
    }
    await throttle.succeed(throttleKey(session.user));
    await storage.removeSecondFactor(session.user.id, session.idHash);
    return reply.send({
      success: true,
      message: 'Two-step sign-in is off. Other devices have been signed out.',
    });
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { inWords } from '../auth/log-in';
import { answer } from '../http/replies';
import {
  confirmEnrolment,
  groupedSecret,
  mustHaveSecondFactor,
  newSecret,
  otpauthUri,
  qrPath,
  useCode,
} from '../auth/second-factor';
import { accountApi } from '../../schema/api/account';
import type { ServerContext } from '../context';
import { serveGuarded, sessionOf } from '../auth/guards';
import type { User } from '../storage/types';
import { perMinute } from '../http/per-client-limits';
import { defineRouteGroup } from '../http/route-group';

const { endpoints } = accountApi;

/**
 * Two-step sign-in from the account page (decisions.md #81): its state, a new secret (shown with
 * its QR code, made here), confirmation with a first code (which gives the ten recovery codes,
 * once), and turning it off with a current code or a recovery code. Every code counts against the
 * account's wrong codes as at sign-in.
 */
async function accountSecondFactorRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage, loginThrottle: throttle } = context;
  const route = perMinute(context.limits.auth);
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

  serveGuarded(app, endpoints.twoFactor, async (request, reply) => {
    const session = sessionOf(request);
    const factor = await storage.secondFactor(session.user.id);
    return reply.send({
      success: true,
      on: factor?.confirmed === true,
      recoveryCodesLeft: factor?.confirmed ? factor.recoveryCodesLeft : 0,
      required: mustHaveSecondFactor(session.user, context.secondFactorRoles),
    });
  });

  serveGuarded(
    app,
    endpoints.startTwoFactor,
    async (request, reply) => {
      const session = sessionOf(request);
      const secret = newSecret();
      if (!(await storage.startSecondFactor(session.user.id, secret)))
        return answer(reply, 409, {
          success: false,
          message: 'Two-step sign-in is on already.',
        });
      const uri = otpauthUri(secret, session.user.email, context.site.company.name);
      return reply.send({ success: true, key: groupedSecret(secret), qr: qrPath(uri) });
    },
    route,
  );

  serveGuarded(
    app,
    endpoints.confirmTwoFactor,
    async (request, reply) => {
      const session = sessionOf(request);
      const { code } = request.body;
      if (!(await mayTry(reply, session.user))) return reply;
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
    },
    route,
  );

  serveGuarded(
    app,
    endpoints.turnOffTwoFactor,
    async (request, reply) => {
      const session = sessionOf(request);
      if (mustHaveSecondFactor(session.user, context.secondFactorRoles))
        return answer(reply, 403, {
          success: false,
          message: 'Your account needs two-step sign-in: it cannot be turned off.',
        });
      const { code } = request.body;
      if (!(await mayTry(reply, session.user))) return reply;
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
    },
    route,
  );
}

export default defineRouteGroup({ scope: 'account', register: accountSecondFactorRoutes });

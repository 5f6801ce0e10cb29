import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../schema/api/account';
import { inWords } from '../auth/log-in';
import { passwordProof } from '../auth/password-proof';
import { answer, tryLater } from '../http/replies';
import { useCode } from '../auth/second-factor';
import type { ServerContext } from '../context';
import { serveGuarded, sessionOf } from '../auth/guards';
import { perMinute } from '../http/per-client-limits';
import { defineRouteGroup } from '../http/route-group';

const wrongPassword = 'That password is not right.';
const wrongCode = 'That code is not right, or it has been used already.';

/**
 * POST /api/account/confirm: the session's holder proves who they are again, with their password
 * or a code of their second factor, before a step that asks for a recent proof (exports, erasure,
 * turning on two-step sign-in; decisions.md #85). Throttled as logins are: wrong passwords count
 * against the account (`confirm:<id>`), wrong codes against its codes (`second-step:<id>`), five
 * free, then 30 s doubling to 15 min; and the per-client limit of logins.
 */
async function accountConfirmRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage, loginThrottle: throttle } = context;
  const route = perMinute(context.limits.auth);

  serveGuarded(
    app,
    accountApi.endpoints.confirm,
    async (request, reply) => {
      const session = sessionOf(request);
      const { user } = session;
      const given = request.body;
      if ('password' in given) {
        const { password } = given;
        if (
          !(await passwordProof(context, request, reply, user, password, 'password', wrongPassword))
        )
          return reply;
      } else {
        const key = `second-step:${user.id}`;
        const wait = await throttle.check(key);
        if (wait > 0)
          return tryLater(
            reply,
            429,
            wait,
            `Too many wrong tries. Please try again in ${inWords(wait)}.`,
          );
        if ((await useCode(storage, user, given.code)) === undefined) {
          await throttle.fail(key);
          return answer(reply, 401, {
            success: false,
            message: wrongCode,
            errors: { code: wrongCode },
          });
        }
        await throttle.succeed(key);
      }
      await storage.proveSession(session.idHash, new Date());
      return answer(reply, 200, { success: true });
    },
    route,
  );
}

export default defineRouteGroup({ scope: 'account', register: accountConfirmRoutes });

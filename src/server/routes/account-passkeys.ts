import type { FastifyInstance } from 'fastify';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  addPasskey,
  defaultPasskeyName,
  registrationOptions,
  registrationResponseSchema,
  relyingPartyOf,
} from '../auth/passkeys';
import { answer } from '../http/replies';
import { mustHaveSecondFactor } from '../auth/second-factor';
import { accountApi } from '../../schema/api/account';
import type { ServerContext } from '../context';
import { serveGuarded, sessionOf } from '../auth/guards';
import type { StoredPasskey } from '../storage/types';
import { perMinute } from '../http/per-client-limits';
import { defineRouteGroup } from '../http/route-group';

const { endpoints } = accountApi;

/** A passkey as its owner sees it: never its key. */
const shown = (key: StoredPasskey) => ({
  id: key.id,
  name: key.name,
  createdAt: key.createdAt,
  lastUsedAt: key.lastUsedAt,
});

export const notAccepted = 'Your passkey was not accepted. Please try again.';

/**
 * Passkeys as a second factor from the account page (decisions.md #86): the list, the options
 * for the browser to make one (after a recent proof, as turning on a code), keeping the one it
 * made, and removing one (a recent proof too). Adding or removing one ends the account's other
 * sessions.
 */
async function accountPasskeyRoutes(app: FastifyInstance, context: ServerContext) {
  const { storage } = context;
  const route = perMinute(context.limits.auth);
  const rpOf = (request: Parameters<typeof relyingPartyOf>[0]) =>
    relyingPartyOf(request, context.site.company.name);

  serveGuarded(app, endpoints.passkeys, async (request, reply) => {
    const session = sessionOf(request);
    const keys = await storage.passkeys(session.user.id);
    return reply.send({ success: true, passkeys: keys.map(shown) });
  });

  serveGuarded(
    app,
    endpoints.passkeyOptions,
    async (request, reply) => {
      const session = sessionOf(request);
      const options = await registrationOptions(
        storage,
        session.user,
        session.idHash,
        rpOf(request),
      );
      return reply.send({ success: true, options });
    },
    route,
  );

  serveGuarded(
    app,
    endpoints.addPasskey,
    async (request, reply) => {
      const session = sessionOf(request);
      const response = registrationResponseSchema.safeParse(request.body.response);
      if (!response.success) return answer(reply, 400, { success: false, message: notAccepted });
      const name = request.body.name || defaultPasskeyName(request.headers['user-agent']);
      const added = await addPasskey(
        storage,
        session.user,
        session.idHash,
        response.data as RegistrationResponseJSON,
        name,
        rpOf(request),
      );
      if (!added) return answer(reply, 400, { success: false, message: notAccepted });
      return reply.code(201).send({
        success: true,
        message: 'The passkey is added. Other devices have been signed out.',
        passkey: shown(added),
      });
    },
    route,
  );

  serveGuarded(
    app,
    endpoints.removePasskey,
    async (request, reply) => {
      const session = sessionOf(request);
      const { user } = session;
      if (mustHaveSecondFactor(user, context.secondFactorRoles)) {
        const [keys, factor] = await Promise.all([
          storage.passkeys(user.id),
          storage.secondFactor(user.id),
        ]);
        if (!factor?.confirmed && keys.length <= 1)
          return answer(reply, 403, {
            success: false,
            message:
              'Your account needs a second step at sign-in: turn on codes from an app or add another passkey before removing this one.',
          });
      }
      if (!(await storage.removePasskey(user.id, request.body.id, session.idHash)))
        return answer(reply, 404, {
          success: false,
          message: 'That passkey is not on your account.',
        });
      return reply.send({
        success: true,
        message: 'The passkey is removed. Other devices have been signed out.',
      });
    },
    route,
  );
}

export default defineRouteGroup({ scope: 'account', register: accountPasskeyRoutes });

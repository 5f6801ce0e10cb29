import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { apiErrorHandler } from '../http/replies';
import { utf8Json } from '../http/request-text';
import { sameOriginChanges } from '../http/request-origin';
import { perClientLimits } from '../http/per-client-limits';
import type { ServerContext } from '../context';
import { accountApi } from '../../schema/api/account';
import { inboxApi } from '../../schema/api/inbox';
import { prefixOf, signedIn } from '../http/guards';
import { accountRoutes, logoutRoute, readFormPosts } from './account';
import { accountSecondFactorRoutes } from './account-second-factor';
import { accountPasskeyRoutes } from './account-passkeys';
import { apiPrefix } from './api-prefix';
import { siteSecondStep } from './site-second-step';
import { authRoutes } from './auth';
import { chatRoutes } from './chat';
import { formApi } from './form-api';
import { healthRoutes } from './health';
import { inboxRoutes } from './inbox';
import { auditRoutes } from './inbox-audit';
import { personRoutes } from './inbox-person';
import { leadRoutes } from './leads';
import { siteRoutes } from './site';
import { studioRoutes } from './studio';
import { accountConfirmRoutes } from './account-confirm';

export { apiPrefix };

/**
 * Where the route groups of the site are registered. A route group is one file in this folder
 * exporting a Fastify plugin that takes the server context (see docs/server.md) and serves the
 * endpoints of its contract (src/schema/api/); it is registered here, in the `/api` scope (CORS,
 * per-client limits, no-store, one error shape) inside the scope of who may call it: `forms`
 * (anyone; JSON or a browser's form post), `account` (a signed-in account) and `staff` (a staff
 * account), each with one guard before any handler; or at the site's root. The studio registers
 * its own parts: `studio.ts` its sign-in, second step,
 * drafts, uploads, scheduled changes and briefs (`studio-*.ts`, `second-step.ts`);
 * `site-second-step.ts` the site login's second step (`second-step.ts`); `site.ts` the build's
 * files and pending uploads (`pending-image.ts`).
 */
export async function registerRoutes(app: FastifyInstance, context: ServerContext) {
  await app.register(
    async (api) => {
      // Every API answer, errors of the request's body included, is `{ success, message }`.
      api.setErrorHandler(apiErrorHandler);
      api.addContentTypeParser('application/json', { parseAs: 'buffer' }, utf8Json(api));
      // Cross-origin calls (forms and chat alike) only from the origins named in the config.
      const origins = context.site.corsOrigins;
      if (origins.length > 0)
        await api.register(cors, { origin: origins, methods: ['POST'], maxAge: 600 });
      // Nothing changes on a request from a page of another site (login CSRF and the like).
      api.addHook('onRequest', sameOriginChanges(origins));
      // Limits per client; each route sets its own in its config.
      await api.register(rateLimit, perClientLimits(context.storage));
      api.addHook('onRequest', (_request, reply, done) => {
        reply.header('Cache-Control', 'no-store');
        done();
      });
      await api.register(async (forms) => {
        formApi(forms, context);
        await forms.register(leadRoutes, context);
        await forms.register(authRoutes, context);
      });
      await api.register(chatRoutes, context);
      await api.register(logoutRoute, context);
      await api.register(
        async (account) => {
          account.addHook('onRequest', signedIn(context.storage));
          readFormPosts(account);
          await account.register(accountRoutes, context);
          await account.register(accountSecondFactorRoutes, context);
          await account.register(accountPasskeyRoutes, context);
          await account.register(accountConfirmRoutes, context);
        },
        { prefix: prefixOf(accountApi) },
      );
      await api.register(
        async (staff) => {
          staff.addHook('onRequest', signedIn(context.storage, 'staff'));
          // The inbox's download of a person's records is a form posted without scripts.
          readFormPosts(staff);
          await staff.register(inboxRoutes, context);
          await staff.register(personRoutes, context);
          await staff.register(auditRoutes, context);
        },
        { prefix: prefixOf(inboxApi) },
      );
    },
    { prefix: apiPrefix },
  );
  await app.register(siteSecondStep, context);
  await app.register(healthRoutes, context);
  await app.register(studioRoutes, context);
  await app.register(siteRoutes, context);
}

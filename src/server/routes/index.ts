import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { apiErrorHandler } from '../api/replies';
import { utf8Json } from '../api/request-text';
import { sameOriginChanges } from '../api/request-origin';
import { perClientLimits } from '../api/per-client-limits';
import type { ServerContext } from '../context';
import { accountRoutes } from './account';
import { accountSecondFactorRoutes } from './account-second-factor';
import { accountPasskeyRoutes } from './account-passkeys';
import { apiPrefix } from './api-prefix';
import { siteSecondStep } from './site-second-step';
import { authRoutes } from './auth';
import { chatRoutes } from './chat';
import { formApi } from './form-api';
import { healthRoutes } from './health';
import { inboxRoutes } from './inbox';
import { leadRoutes } from './leads';
import { siteRoutes } from './site';
import { studioRoutes } from './studio';
import { accountConfirmRoutes } from './account-confirm';

export { apiPrefix };

/**
 * Where every route group of the server is registered. A route group is one file in this folder
 * exporting a Fastify plugin that takes the server context (see docs/server.md); it is registered
 * here, in the `/api` scope (CORS, per-client limits, no-store; the form endpoints in its `forms`
 * scope) or at the site's root. A group made of parts registers its parts itself: `inbox.ts`
 * registers `inbox-person.ts` and `inbox-audit.ts`; `studio.ts` its sign-in, second step,
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
      await api.register(accountRoutes, context);
      await api.register(accountSecondFactorRoutes, context);
      await api.register(accountPasskeyRoutes, context);
      await api.register(accountConfirmRoutes, context);
      await api.register(inboxRoutes, context);
    },
    { prefix: apiPrefix },
  );
  await app.register(siteSecondStep, context);
  await app.register(healthRoutes, context);
  await app.register(studioRoutes, context);
  await app.register(siteRoutes, context);
}

import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { apiErrorHandler } from '../http/replies';
import { utf8Json } from '../http/request-text';
import { sameOriginChanges } from '../http/request-origin';
import { perClientLimits } from '../http/per-client-limits';
import type { RouteGroup, RouteScope } from '../http/route-group';
import type { ServerContext } from '../context';
import { accountApi } from '../../schema/api/account';
import { inboxApi } from '../../schema/api/inbox';
import { prefixOf, signedIn, staffOnly } from '../auth/guards';
import { readFormPosts } from './account';
import { apiPrefix } from './api-prefix';
import { formApi } from './form-api';

// Where the route groups of the site are registered. A route group is one file in this folder
// whose default export is `defineRouteGroup({ scope, register })` (see docs/server.md): it serves
// the endpoints of its contract (src/schema/api/) and says the scope it goes in; `npm run
// schemas` lists every such file below, and `--check` fails while the list is not that
// (decisions.md #98). The other files are helpers the groups use (studio.ts puts the studio's
// parts, `studio-*.ts` and `second-step.ts`, in its own scope; site-second-step.ts puts
// `second-step.ts` under the site's login).
// Written by `npm run schemas` from the route groups of src/server/routes/: do not edit.
import accountConfirmGroup from './account-confirm';
import accountPasskeysGroup from './account-passkeys';
import accountSecondFactorGroup from './account-second-factor';
import accountGroup from './account';
import analyticsGroup from './analytics';
import authGroup from './auth';
import chatGroup from './chat';
import healthGroup from './health';
import inboxAuditGroup from './inbox-audit';
import inboxPersonGroup from './inbox-person';
import inboxGroup from './inbox';
import leadsGroup from './leads';
import logoutGroup from './logout';
import siteSecondStepGroup from './site-second-step';
import siteGroup from './site';
import studioGroup from './studio';

/** Every route group, one per file of this folder that declares one, in the files' order. */
const routeGroups: readonly RouteGroup<ServerContext>[] = [
  accountConfirmGroup,
  accountPasskeysGroup,
  accountSecondFactorGroup,
  accountGroup,
  analyticsGroup,
  authGroup,
  chatGroup,
  healthGroup,
  inboxAuditGroup,
  inboxPersonGroup,
  inboxGroup,
  leadsGroup,
  logoutGroup,
  siteSecondStepGroup,
  siteGroup,
  studioGroup,
];
// End of the written part.

export { apiPrefix };

/**
 * The groups of one scope, in the list's order, those marked `last` after the others: today the
 * site's pages, whose catch-all and not-found answer come after every other route at the root.
 */
const groupsOf = (scope: RouteScope) => [
  ...routeGroups.filter((group) => group.scope === scope && !group.last),
  ...routeGroups.filter((group) => group.scope === scope && group.last),
];

/** Registers the groups of one scope in it, each encapsulated in its own Fastify plugin. */
async function registerScope(app: FastifyInstance, scope: RouteScope, context: ServerContext) {
  for (const group of groupsOf(scope)) await app.register(group.register, context);
}

/**
 * The scopes, and each route group in the one it declares: the `/api` scope (CORS, per-client
 * limits, no-store, one error shape) holds `forms` (anyone; JSON or a browser's form post),
 * `account` (a signed-in account) and `staff` (a staff account), each with one guard before any
 * handler, and the groups any caller may reach (`api`); then the groups at the site's root.
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
        await registerScope(forms, 'forms', context);
      });
      await registerScope(api, 'api', context);
      await api.register(
        async (account) => {
          account.addHook('onRequest', signedIn(context.storage));
          readFormPosts(account);
          await registerScope(account, 'account', context);
        },
        { prefix: prefixOf(accountApi) },
      );
      await api.register(
        async (staff) => {
          staff.addHook('onRequest', signedIn(context.storage, staffOnly));
          // The inbox's download of a person's records is a form posted without scripts.
          readFormPosts(staff);
          await registerScope(staff, 'staff', context);
        },
        { prefix: prefixOf(inboxApi) },
      );
    },
    { prefix: apiPrefix },
  );
  await registerScope(app, 'root', context);
}

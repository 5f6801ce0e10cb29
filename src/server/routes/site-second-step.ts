import type { FastifyInstance } from 'fastify';
import { pageOf } from '../forms/site-pages';
import type { ServerContext } from '../context';
import { apiPrefix } from './api-prefix';
import { secondStepHeaders, secondStepRoutes } from './second-step';
import { defineRouteGroup } from '../http/route-group';

/**
 * The second step of the site's login (decisions.md #82) beside its endpoint: `/api/login/code`
 * and `/api/login/enrol`. Where it goes on and the login page to go back to must be the site's
 * own pages.
 */
async function siteSecondStep(app: FastifyInstance, context: ServerContext) {
  const { login } = context.site.forms;
  const sitePage = (given: unknown) => {
    if (typeof given !== 'string' || given.length > 300) return undefined;
    if (context.pages) return pageOf(context.pages, given);
    return /^\/(?![/\\])[^\s?#\\]*$/.test(given) ? given : undefined;
  };
  await secondStepRoutes(app, {
    context,
    base: `${apiPrefix}${login.endpoint}`,
    loginPathOf: (given) => sitePage(given) ?? '/',
    nextOf: (given) => sitePage(given) ?? sitePage(login.redirectTo) ?? '/',
    headers: secondStepHeaders,
  });
}

export default defineRouteGroup({ scope: 'root', register: siteSecondStep });

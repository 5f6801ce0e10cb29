import type { FastifyInstance } from 'fastify';
import { analyticsApi, longestRangeDays } from '../../schema/api/analytics';
import { defaultTimeZone } from '../../schema/publishing';
import { analyticsReport, daysBetween } from '../analytics/report';
import { prefixOf, signedIn, staffOrEditor } from '../auth/guards';
import type { ServerContext } from '../context';
import { HttpError } from '../http/http-error';
import { serveEndpoint } from '../http/serve-endpoint';
import { defineRouteGroup } from '../http/route-group';

/**
 * The analytics report (decisions.md #100), for staff and editors: its own guard, as it is
 * neither the account's scope nor the inbox's.
 */
async function analyticsRoutes(
  app: FastifyInstance,
  { storage, site, pageCounter }: ServerContext,
) {
  const timeZone = site.publishing?.timeZone ?? defaultTimeZone;
  await app.register(
    async (scoped) => {
      scoped.addHook('onRequest', signedIn(storage, staffOrEditor));
      serveEndpoint(scoped, analyticsApi.endpoints.report, async (request) => {
        const { from, to } = request.query;
        if (to < from) throw new HttpError(400, 'The last day comes before the first.');
        if (daysBetween(from, to) + 1 > longestRangeDays)
          throw new HttpError(400, `Choose at most ${longestRangeDays} days.`);
        // What this instance counted so far is in it; another's comes within its flush interval.
        await pageCounter?.flush();
        return analyticsReport(storage, { from, to }, timeZone);
      });
    },
    { prefix: prefixOf(analyticsApi) },
  );
}

export default defineRouteGroup({ scope: 'api', register: analyticsRoutes });

import type { FastifyInstance } from 'fastify';
import { healthApi } from '../../schema/api/health';
import type { ServerContext } from '../context';
import { serveEndpoint } from '../http/serve-endpoint';
import { deliveryAlerts } from '../delivery/trouble';
import { defineRouteGroup } from '../http/route-group';

/** How long /readyz waits for the database before it says the instance is not ready. */
const pingTimeoutMs = 2_000;

const withTimeout = (work: Promise<void>, ms: number) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Health checks for a load balancer or container runtime: `/healthz` says the process answers
 * (restart it if not); `/readyz` says it can serve, that is, the database answers (send it no
 * traffic if not), with the content this instance serves (the commit, and with a content remote
 * the remote's, how many publishes wait to be sent, the remote commit held back for failing
 * validation), and names in `delivery` each lead destination failing for over 15 minutes. While
 * the server shuts down it refuses new requests with 503, these included. Never cached, never
 * rate-limited.
 */
async function healthRoutes(app: FastifyInstance, { storage, publisher }: ServerContext) {
  /** Destinations failing for over 15 minutes; a failure to tell is not the database's. */
  const delivery = async () => {
    const alerts = await deliveryAlerts(storage).catch(() => []);
    return alerts.length === 0
      ? {}
      : {
          delivery: Object.fromEntries(
            alerts.map((a) => [
              a.destination,
              `failing since ${a.failingSince}; ${a.waiting} lead(s) waiting`,
            ]),
          ),
        };
  };
  /** Which content this instance serves, for operators comparing instances (no file names). */
  const content = () => {
    if (!publisher) return undefined;
    const { revision, remote, pending, held, refused } = publisher.status();
    return {
      revision,
      ...(remote ? { remote: { revision: remote.revision, reachable: remote.reachable } } : {}),
      pending: pending.length,
      held: held?.commit ?? null,
      refused: refused.length,
    };
  };
  serveEndpoint(app, healthApi.endpoints.alive, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'alive' }),
  );
  serveEndpoint(app, healthApi.endpoints.ready, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await withTimeout(storage.ping(), pingTimeoutMs);
      // A destination's trouble is told, not a reason to take the instance out of service: it
      // keeps storing leads, and another instance would fail the same way.
      return reply.send({ status: 'ready', content: content(), ...(await delivery()) });
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.code(503).send({ status: 'database unavailable', content: content() });
    }
  });
}

export default defineRouteGroup({ scope: 'root', register: healthRoutes });

import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

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
 * traffic if not), with the content this instance serves: the commit, and with a content remote
 * the remote's, how many publishes wait to be sent, the remote commit held back for failing
 * validation. While the server shuts down it refuses new requests with 503, these included.
 * Never cached, never rate-limited.
 */
export async function healthRoutes(app: FastifyInstance, { storage, publisher }: ServerContext) {
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
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'alive' }),
  );
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await withTimeout(storage.ping(), pingTimeoutMs);
      return reply.send({ status: 'ready', content: content() });
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.code(503).send({ status: 'database unavailable', content: content() });
    }
  });
}

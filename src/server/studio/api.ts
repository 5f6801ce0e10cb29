import { realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { newRequestId } from '../server-failure';
import { serveStudioApi } from './api-routes';
import { refuseForeignRequest } from './request-guard';
import { studioHandlers } from './routes';
import type { BlocksRenderer } from './rendered-check';

/**
 * The studio's JSON API for the local studio, as a Node/connect middleware: the same Fastify
 * routes as on the site (`serveStudioApi`, the contract in src/schema/api/studio.ts) with the
 * local handlers, at /api/. Every file goes through `resolveStudioPath`; every request must come
 * from the studio's own page (`allowedHosts` are the Host values it is reached under).
 */
export function createStudioApi(options: {
  root: string;
  allowedHosts: readonly string[];
  /** Renders a page's blocks for the checks of the rendered HTML (decisions.md #112). */
  renderBlocks?: BlocksRenderer;
}) {
  const app = Fastify({ logger: false, genReqId: newRequestId });
  app.addHook('onRequest', async (request, reply) => {
    const foreign = refuseForeignRequest(request.raw, options.allowedHosts);
    if (foreign)
      return reply.code(403).header('Cache-Control', 'no-store').send({ message: foreign });
  });
  // The developer's terminal has the error; the page only the reference to find it there.
  app.addHook('onError', async (request, _reply, error) => {
    if ((error as { statusCode?: number }).statusCode === undefined)
      console.error(`studio request ${request.id} failed:`, error);
  });
  const handlers = studioHandlers(realpathSync(options.root), {
    renderBlocks: options.renderBlocks,
    onError: (error) => console.error('a page could not be rendered for its checks:', error),
  });
  void app.register(async (api) => serveStudioApi(api, handlers, () => undefined), {
    prefix: '/api',
  });
  const ready = app.ready();

  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = (req.url ?? '/').split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return next();
    ready.then(
      () => app.routing(req, res),
      (error: unknown) => {
        console.error('the studio API did not start:', error);
        res.statusCode = 500;
        res.end();
      },
    );
  };
}

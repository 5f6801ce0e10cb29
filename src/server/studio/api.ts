import { realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { failureMessage, newRequestId } from '../server-failure';
import { HttpError, send } from './http';
import { refuseForeignRequest } from './request-guard';
import { studioRoutes } from './routes';

/**
 * The studio's JSON API as a Node/connect middleware (the routes are listed in `routes.ts` and
 * docs/studio.md). Every file goes through `resolveStudioPath`; every request must come from the
 * studio's own page (`allowedHosts` are the Host values it is reached under).
 */
export function createStudioApi(options: { root: string; allowedHosts: readonly string[] }) {
  const routes = studioRoutes(realpathSync(options.root));

  const handle = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const route = routes.get(url.pathname);
    if (!route) throw new HttpError(404, `no API at ${url.pathname}`);
    const method = req.method ?? 'GET';
    const handler = route[method];
    if (!handler) throw new HttpError(405, `${method} is not allowed at ${url.pathname}`);
    const { status, body } = await handler(req, url);
    send(res, status, body);
  };

  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = new URL(req.url ?? '/', 'http://studio');
    if (!url.pathname.startsWith('/api/')) return next();
    const foreign = refuseForeignRequest(req, options.allowedHosts);
    if (foreign) return send(res, 403, { message: foreign });
    handle(req, res, url).catch((error: unknown) => {
      if (error instanceof HttpError) send(res, error.status, { message: error.message });
      else {
        // The developer's terminal has the error; the page only the reference to find it there.
        const id = newRequestId();
        console.error(`studio request ${id} failed:`, error);
        send(res, 500, { message: failureMessage(id), requestId: id });
      }
    });
  };
}

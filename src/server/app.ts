import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiRoutes, type ApiOptions } from './api/plugin';
import { loadSite } from './api/site-config';
import { loadContent } from './chat/content';
import { chatRoutes } from './chat/routes';
import { securityHeaders } from './security';
import { siteRoutes } from './site-routes';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';

export interface ServerOptions {
  /** Directory holding client/, server/ and routes.json from `npm run build`. */
  distDir: string;
  logger?: boolean;
  /** Forms API settings (storage, mail, limits); defaults come from the environment. */
  api?: ApiOptions;
  /** Whose X-Forwarded-For gives the visitor's address (rate limits, logs); default none. */
  trustProxy?: TrustProxy;
}

/** The one server: prerendered site and API on one origin. */
export async function buildServer({
  distDir,
  logger = false,
  api = {},
  trustProxy = false,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 32 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    trustProxy: fastifyTrustProxy(trustProxy),
  });
  // A deployment may point the API base at another host (D4); the pages must be allowed to call it.
  // content.json is read once: the chat indexes it, the API checks forms against its config.
  const content = loadContent(distDir);
  const site = api.site ?? content?.site ?? loadSite(undefined);
  const { apiBase } = site;
  securityHeaders(app, {
    connectSrc: /^https?:\/\//.test(apiBase) ? [new URL(apiBase).origin] : [],
  });
  // No compression per request: the build writes .br/.gz copies of pages and assets, and the API's
  // answers are a few hundred bytes. Compressing them would also put login tokens and echoed
  // visitor input in one compressed answer, which lets an eavesdropper guess secrets by size.
  await app.register(
    async (scope) => {
      // Cross-origin calls (forms and chat alike) only from the origins named in the config.
      if (site.corsOrigins.length > 0) {
        await scope.register(cors, {
          origin: site.corsOrigins,
          methods: ['POST'],
          maxAge: 600,
        });
      }
      await scope.register(chatRoutes, { distDir, content });
      const pagePaths = content?.pages.map((page) => page.path);
      await scope.register(apiRoutes, { distDir, site, pagePaths, ...api });
    },
    { prefix: '/api' },
  );
  await siteRoutes(app, { distDir });
  return app;
}

import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiRoutes, type ApiOptions } from './api/plugin';
import { loadSite } from './api/site-config';
import { loadContent } from './chat/content';
import { chatRoutes } from './chat/routes';
import { securityHeaders } from './security';
import { siteRoutes } from './site-routes';

export interface ServerOptions {
  /** Directory holding client/, server/ and routes.json from `npm run build`. */
  distDir: string;
  logger?: boolean;
  /** Forms API settings (storage, mail, limits); defaults come from the environment. */
  api?: ApiOptions;
}

/** The one server: prerendered site and API on one origin. */
export async function buildServer({
  distDir,
  logger = false,
  api = {},
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 32 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    trustProxy: false,
  });
  // A deployment may point the API base at another host (D4); the pages must be allowed to call it.
  // content.json is read once: the chat indexes it, the API checks forms against its config.
  const content = loadContent(distDir);
  const site = api.site ?? content?.site ?? loadSite(undefined);
  const { apiBase } = site;
  await securityHeaders(app, {
    connectSrc: /^https?:\/\//.test(apiBase) ? [new URL(apiBase).origin] : [],
  });
  await app.register(compress, { threshold: 1024 });
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

import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiRoutes, type ApiOptions } from './api/plugin';
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
  await securityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(chatRoutes, { prefix: '/api', distDir });
  await app.register(apiRoutes, { prefix: '/api', distDir, ...api });
  await siteRoutes(app, { distDir });
  return app;
}

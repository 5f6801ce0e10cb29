import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadSite } from './site-config';
import { loadContent } from './chat/content';
import { createContext, type ApiOptions } from './context';
import { apiPrefix, registerRoutes } from './routes';
import { redactingLogger } from './log-redaction';
import { securityHeaders } from './security';
import { newRequestId, serverErrorHandler } from './server-failure';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';

export interface ServerOptions {
  /** Directory holding client/, server/ and routes.json from `npm run build`. */
  distDir: string;
  /** Request logging: off by default; `true`, or Fastify's logger options. */
  logger?: FastifyServerOptions['logger'];
  /** API settings (storage, mail, limits, chat); defaults come from the environment. */
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
    logger: redactingLogger(logger),
    bodyLimit: 32 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    trustProxy: fastifyTrustProxy(trustProxy),
    genReqId: newRequestId,
  });
  // Before any route group: those without an error answer of their own inherit this one.
  app.setErrorHandler(serverErrorHandler);
  // content.json is read once: the chat indexes it, the forms check pages against it.
  const content = loadContent(distDir);
  const site = api.site ?? content?.site ?? loadSite(undefined);
  // A deployment may point the API base at another host; the pages must be allowed to call it.
  const { apiBase } = site;
  securityHeaders(app, {
    apiPrefix,
    connectSrc: /^https?:\/\//.test(apiBase) ? [new URL(apiBase).origin] : [],
  });
  // No compression per request: the build writes .br/.gz copies of pages and assets, and the API's
  // answers are a few hundred bytes. Compressing them would also put login tokens and echoed
  // visitor input in one compressed answer, which lets an eavesdropper guess secrets by size.
  // The session cookie (auth/sessions.ts) is read by the API and by the pages for accounts only.
  await app.register(fastifyCookie);
  await registerRoutes(app, await createContext(app, { distDir, site, content }, api));
  closeConnectionsWhenClosing(app);
  return app;
}

/**
 * Once the server is closing, each answer ends its connection: a request that was in flight
 * when the stop came gets its answer, and its kept-alive connection does not hold the close
 * back until it times out.
 */
function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}

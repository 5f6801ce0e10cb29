import type {
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Endpoint } from '../../schema/api/endpoint';
import { serializerCompiler, validatorCompiler, type ZodProvider } from './zod-provider';

/** Fastify's route schema of an endpoint of the contract. */
type RouteSchema<E extends Endpoint> = {
  body: E['body'];
  querystring: E['query'];
  params: E['params'];
  response: E['responses'];
};

/** A handler of an endpoint: its request's body, query and params, and its reply, typed by the contract. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  Server,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  unknown,
  RouteSchema<E>,
  ZodProvider
>;

/** Per-route options beside the contract: rate limits (`config`), a body limit, hooks. */
export type EndpointOptions = Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'preHandler' | 'onRequest'
>;

/**
 * Serves an endpoint of the contract (src/schema/api/) in the scope `app`, whose prefix is the
 * group's base: the request is checked against its schemas before `handler` runs, and an answer
 * whose status the contract lists against that status's schema before it is sent.
 */
export function serveEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  declared: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const schema: Record<string, unknown> = { response: declared.responses };
  if (declared.body) schema.body = declared.body;
  if (declared.query) schema.querystring = declared.query;
  if (declared.params) schema.params = declared.params;
  app.route({
    ...options,
    // Fastify types a route's compilers by its JSON-schema type; these take the zod schemas.
    validatorCompiler: validatorCompiler as FastifySchemaCompiler<FastifySchema>,
    serializerCompiler: serializerCompiler as FastifySerializerCompiler<FastifySchema>,
    method: declared.method,
    url: declared.path,
    schema,
    handler: handler as RouteHandlerMethod,
  });
}

import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import type { Endpoint } from '../../schema/api/endpoint';
import { studioApi, type StudioEndpoints } from '../../schema/api/studio';
import { HttpError } from '../http/http-error';
import { serveEndpoint } from '../http/serve-endpoint';
import { answerFailure } from '../server-failure';

/** What a studio handler answers: a status and its JSON body. */
export interface StudioAnswer {
  status: number;
  body: unknown;
}

type Parsed<S> = S extends $ZodType ? output<S> : undefined;

/** A request to the studio's API as its handler gets it, checked against the contract. */
export interface StudioCall<E extends Endpoint> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  /** The bytes of an upload (an image sent as itself); empty for a JSON request. */
  bytes: Buffer;
  headers: IncomingHttpHeaders;
  request: FastifyRequest;
}

export type StudioHandler<E extends Endpoint, Who> = (
  call: StudioCall<E>,
  who: Who,
) => Promise<StudioAnswer>;

/** Handlers of the studio's endpoints by their name in the contract; `Who` is who is asking. */
export type StudioHandlers<Who> = {
  [K in keyof StudioEndpoints]?: StudioHandler<StudioEndpoints[K], Who>;
};

/** The most a request may hold unless its endpoint says less. */
export const maxRequestBytes = 5 * 1024 * 1024;

/** The most a saved draft may hold: the largest page is a few dozen kilobytes (decisions.md #75). */
export const maxDraftBytes = 1024 * 1024;

const bodyLimits: { [K in keyof StudioEndpoints]?: number } = { saveDraft: maxDraftBytes };

/**
 * How deep a request's JSON may nest. A page nests under 20 levels; deeper text is refused before
 * anything walks it, since the checks, the schemas and JSON.stringify all recurse (a page nested
 * 10,000 deep overflowed the stack).
 */
export const maxJsonDepth = 64;

/** Whether JSON text nests deeper than `limit` arrays and objects, found in one pass without recursion. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** A request's JSON: 400 when it is not JSON or nests deeper than `maxJsonDepth`. */
function parseJson(
  _request: FastifyRequest,
  text: string,
  done: (e: Error | null, v?: unknown) => void,
) {
  if (nestsDeeperThan(text, maxJsonDepth))
    return done(
      new HttpError(
        400,
        `This nests its content more than ${maxJsonDepth} levels deep, far more than any page needs: it was not read.`,
      ),
    );
  try {
    done(null, JSON.parse(text) as unknown);
  } catch {
    done(new HttpError(400, 'the request body is not JSON'));
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * The studio's error answer, `{ message }`: a refusal says why (the handler's, the schema's, or
 * the body's), a failure is logged and answered with a reference only.
 */
function studioErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) return answerFailure(request, reply, error);
  let message = error.message;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    message = `This is larger than ${megabytes(request.routeOptions.bodyLimit ?? maxRequestBytes)}, more than can be saved here: nothing was saved.`;
  else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    message = 'writes must be sent as application/json (or an image upload)';
  else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'the request body is not JSON';
  return reply.code(status).send({ message });
}

/**
 * Serves the studio's API in `scope` (its prefix the API's base): every endpoint of the contract
 * (src/schema/api/studio.ts) that `handlers` has, its request checked by the contract before
 * the handler runs; `who` says who asks (the editor on the site). Locally and on the site alike;
 * an endpoint without a handler is not there (404).
 */
export function serveStudioApi<Who>(
  scope: FastifyInstance,
  handlers: StudioHandlers<Who>,
  who: (request: FastifyRequest) => Who,
): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson);
  // An upload is the image's own bytes, of its own type; the handler checks both.
  scope.addContentTypeParser(/^image\//, { parseAs: 'buffer' }, (_request, bytes, done) =>
    done(null, bytes),
  );
  scope.setErrorHandler(studioErrors);
  scope.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `no API at ${request.url.split('?')[0]}` }),
  );
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  for (const name of Object.keys(studioApi.endpoints) as (keyof StudioEndpoints)[]) {
    const handler = handlers[name] as StudioHandler<Endpoint, Who> | undefined;
    if (!handler) continue;
    serveEndpoint(
      scope,
      studioApi.endpoints[name] as Endpoint,
      async (request, reply) => {
        const answer = await handler(
          {
            body: request.body,
            query: request.query,
            bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            headers: request.headers,
            request,
          } as StudioCall<Endpoint>,
          who(request),
        );
        return reply.code(answer.status).send(answer.body);
      },
      { bodyLimit: bodyLimits[name] ?? maxRequestBytes },
    );
  }
}

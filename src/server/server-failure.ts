import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A request's id: random, short enough to read out on the phone, never taken from the request
 * (a client could otherwise put its own words into the log). Every log line of the request has it.
 */
export const newRequestId = () => randomBytes(9).toString('base64url');

/**
 * What a request that failed on the server's side is told (decisions.md #75): that it failed and
 * the reference to quote, never the error itself, which goes to the log under the same id.
 */
export const failureMessage = (requestId: string) =>
  `Something failed on our side. Please try again; if it keeps failing, quote reference ${requestId}.`;

/** Logs a failure under the request's id and answers 500 with `failureMessage` only. */
export function answerFailure(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .type('application/json; charset=utf-8')
    .send({ message: failureMessage(request.id), requestId: request.id });
}

/**
 * The server's error answer where a route group has none of its own: a refused request is told
 * why in Fastify's words (what it sent was wrong, not how the server works); a failure is logged
 * and answered with `failureMessage`.
 */
export function serverErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  if (status >= 500) return answerFailure(request, reply, error);
  return reply.code(status).send({ message: error.message });
}

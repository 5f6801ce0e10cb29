import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Lets a request's connection stay quiet for up to `ms` while its answer is being made, instead
 * of the server's idle limit (`connectionTimeout`, 30 s), which is then restored for the next
 * request on the connection. For work that may take longer, such as a publish that rebuilds the
 * whole site: cut at the limit, the browser would send the request again, and that second one
 * would find the work done (a page already deleted, a draft already published).
 */
export function allowLongAnswer(request: FastifyRequest, reply: FastifyReply, ms: number) {
  const socket = request.raw.socket;
  const usual = request.server.server.timeout;
  socket.setTimeout(ms);
  reply.raw.once('finish', () => socket.setTimeout(usual));
}

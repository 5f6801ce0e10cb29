import type { FastifyInstance } from 'fastify';
import { apiErrorHandler } from '../api/replies';

const jsonType = /^application\/json\s*(;|$)/i;

/** Whether a request says its body is JSON (any parameters, such as a charset, allowed). */
export const isJson = (contentType: string | undefined) => jsonType.test(contentType ?? '');

/**
 * What every form endpoint (leads, sign-up, login) has in common: JSON only, and failures
 * answered as `{ success: false, message }` with a short explanation, never a stack trace.
 */
export function formApi(app: FastifyInstance) {
  app.setErrorHandler(apiErrorHandler);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'POST' && !isJson(request.headers['content-type'])) {
      return reply.code(415).send({
        success: false,
        message: 'Send the form as JSON (Content-Type: application/json).',
      });
    }
  });
}

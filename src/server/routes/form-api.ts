import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formPostLocation, nextFromReferer, redirectPage } from '../forms/form-post-answer';
import { formPostBody, formsByEndpoint, isFormPost } from '../forms/form-post';
import { fromTrustedOrigin } from '../http/request-origin';
import type { ServerContext } from '../context';

const jsonType = /^application\/json\s*(;|$)/i;

/** Whether a request says its body is JSON (any parameters, such as a charset, allowed). */
export const isJson = (contentType: string | undefined) => jsonType.test(contentType ?? '');

/**
 * What every form endpoint (leads, sign-up, login) has in common: JSON, or a browser's own form
 * post when no script ran; failures answered as `{ success: false, message }` with a short
 * explanation, never a stack trace. A form post goes through the very same route (schema,
 * normalisation, rate limit, storage); only its answer differs: the JSON answer is turned into
 * a 303 to a page showing it (decisions.md #25).
 */
export function formApi(
  app: FastifyInstance,
  { site, pages, formResults }: Pick<ServerContext, 'site' | 'pages' | 'formResults'>,
) {
  const byRoute = new Map(
    [...formsByEndpoint(site.forms)].map(([endpoint, forms]) => [
      `${app.prefix}${endpoint}`,
      forms,
    ]),
  );
  const formsOf = (url: string | undefined) => byRoute.get(url ?? '') ?? [];
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: Buffer) =>
      formPostBody(body, formsOf(request.routeOptions.url)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    const type = request.headers['content-type'];
    if (request.method === 'POST' && !isJson(type) && !isFormPost(type)) {
      void reply.code(415).send({
        success: false,
        message: 'Send the form as JSON (Content-Type: application/json) or as a form post.',
      });
      return;
    }
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST' || !isFormPost(request.headers['content-type'])) return payload;
    // Another site's form gets its refusal as it is, not a page of ours with the message.
    if (!fromTrustedOrigin(request, site.corsOrigins)) return payload;
    const location = await formPostLocation({
      candidates: formsOf(request.routeOptions.url),
      body: request.body,
      statusCode: reply.statusCode,
      payload,
      pages,
      results: formResults,
      next: nextFromReferer(request.headers.referer, request.host),
    });
    reply.code(303).header('location', location).type('text/html; charset=utf-8');
    reply.removeHeader('retry-after');
    return redirectPage(location);
  });
}

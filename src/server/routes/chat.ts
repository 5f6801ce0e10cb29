import type { FastifyError, FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { chatApi } from '../../schema/api/chat';
import { createAssistant } from '../chat/assistant';
import type { SiteContent } from '../chat/content';
import type { ServerContext } from '../context';
import { HttpError } from '../http/http-error';
import { serveEndpoint } from '../http/serve-endpoint';
import { failureMessage } from '../server-failure';
import { isJson } from './form-api';
import { perMinute } from '../http/per-client-limits';
import { defineRouteGroup } from '../http/route-group';

export { maxMessageLength } from '../../schema/api/chat';

/** What the chat needs of the server context. */
export type ChatContext = Pick<
  ServerContext,
  'content' | 'live' | 'distDir' | 'chatProvider' | 'limits' | 'pageCounter'
>;

/** Whether the client reads the reply as it is written: one JSON object per line. */
const wantsLines = (accept: string | undefined) => /\bapplication\/x-ndjson\b/.test(accept ?? '');

/**
 * `POST /chat` (under the API prefix): `{ message }` → `{ response }`, or `{ error }` with a
 * 4xx/5xx status. A client that accepts `application/x-ndjson` gets the reply as it is written
 * instead: `{ "text": piece }` lines while a language model writes, then one `{ response }` line
 * with the whole reply, which replaces the pieces (it differs from them when the model failed part
 * way and the search answer stands in). The index is built at start from the build's
 * content.json, and again on each publish. Visitor text is never logged; only where a reply came
 * from.
 */
async function chatRoutes(
  app: FastifyInstance,
  { content, live, distDir, chatProvider: provider, limits, pageCounter }: ChatContext,
) {
  // The chat's answers carry `error`, not the forms' `message`: a refused request says why there.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'chat request failed');
    // A message its contract refuses says why, as the chat's input shows it.
    const refused =
      error instanceof HttpError ? (Object.values(error.errors ?? {})[0] ?? error.message) : '';
    const text = refused
      ? refused
      : status === 429
        ? 'Too many messages from your network. Please wait a minute and try again.'
        : status >= 500
          ? failureMessage(request.id)
          : 'The request could not be read.';
    return reply.code(status).send({ error: text });
  });

  const assistantFor = (served: SiteContent) =>
    createAssistant(served, {
      provider,
      onProviderError: (error) =>
        app.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'chat provider failed; answered from the search index',
        ),
    });
  let assistant = content ? assistantFor(content) : undefined;
  if (!content) app.log.warn(`no content.json in ${distDir}: the chat assistant is unavailable`);
  // A published change is in the next answer: the index takes the changed pages' passages (or is
  // built anew when the pages or the site config changed).
  live.onReplace((served) => {
    assistant = assistant ? assistant.withContent(served) : assistantFor(served);
  });

  serveEndpoint(
    app,
    chatApi.endpoints.chat,
    async (request, reply) => {
      const { message } = request.body;
      /** The reply given; a question it could not answer is counted, its words only. */
      const answered = (answer: { source: string }) => {
        request.log.info({ source: answer.source }, 'chat reply');
        if (answer.source === 'unknown') pageCounter?.question(message);
      };
      if (!assistant) {
        return reply.code(503).send({ error: 'The assistant is not available right now.' });
      }
      if (!wantsLines(request.headers.accept)) {
        const answer = await assistant.reply(message);
        answered(answer);
        return reply.send({ response: answer.text });
      }
      const lines = new PassThrough();
      const line = (value: object) => lines.write(`${JSON.stringify(value)}\n`);
      assistant
        .reply(message, (text) => line({ text }))
        .then(
          (answer) => {
            answered(answer);
            line({ response: answer.text });
          },
          (error: unknown) => {
            request.log.error({ err: error }, 'chat request failed');
            line({ error: failureMessage(request.id) });
          },
        )
        .finally(() => lines.end());
      return (
        reply
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          // A proxy that buffers answers (nginx does by default) would hold the pieces back.
          .header('x-accel-buffering', 'no')
          // A stream is sent as it is written; its lines are the contract's `answers`.
          .send(lines as never)
      );
    },
    {
      // Before the body is read: a message that is not JSON is told so, not checked as one.
      onRequest: async (request, reply) => {
        if (!isJson(request.headers['content-type']))
          return reply.code(415).send({ error: 'Send the message as JSON (application/json).' });
      },
      bodyLimit: 8 * 1024,
      ...perMinute(limits.chat),
    },
  );
}

export default defineRouteGroup({ scope: 'api', register: chatRoutes });

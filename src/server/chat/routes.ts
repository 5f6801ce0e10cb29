import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hasLoneSurrogate, normaliseText } from '../../forms/normalise-input';
import { createAssistant, type Assistant } from './assistant';
import { loadContent, type SiteContent } from './content';
import { providerFromEnv, type ProviderConfig } from './provider';

/** Longest message accepted; the chat input enforces the same limit. */
export const maxMessageLength = 1000;

export interface ChatRouteOptions {
  distDir: string;
  /** The build's content, when the caller has read it already; else read from `distDir`. */
  content?: SiteContent;
  /** Requests per IP and minute; default 20, or CHAT_RATE_LIMIT. */
  rateLimitMax?: number;
  /** Defaults to the provider configured by CHAT_API_BASE, CHAT_MODEL and CHAT_API_KEY. */
  provider?: ProviderConfig;
}

// The same normalisation as the forms: a message of only invisible characters is empty.
const bodySchema = z.object({
  message: z
    .string({ error: 'Send the message as a "message" string.' })
    .refine((v) => !hasLoneSurrogate(v), {
      error: 'The message contains a character that could not be read. Please type it again.',
      abort: true,
    })
    .overwrite((v) => normaliseText(v, { multiline: true }))
    .trim()
    .min(1, 'The message is empty.')
    .max(maxMessageLength, `The message is too long: at most ${maxMessageLength} characters.`),
});

/**
 * `POST /chat` (under the API prefix): `{ message }` → `{ response }`, or `{ error }` with a
 * 4xx/5xx status. The index is built once, at start, from the build's content.json. Visitor
 * text is never logged; only where a reply came from.
 */
export async function chatRoutes(app: FastifyInstance, options: ChatRouteOptions) {
  const envLimit = Number(process.env.CHAT_RATE_LIMIT);
  // Registered inside this plugin, so the limit applies to the chat only.
  await app.register(rateLimit, {
    max: options.rateLimitMax ?? (Number.isInteger(envLimit) && envLimit > 0 ? envLimit : 20),
    timeWindow: '1 minute',
  });

  const content = options.content ?? loadContent(options.distDir);
  const provider = options.provider ?? providerFromEnv();
  let assistant: Assistant | undefined;
  if (content) {
    assistant = createAssistant(content, {
      provider,
      onProviderError: (error) =>
        app.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'chat provider failed; answered from the search index',
        ),
    });
  } else {
    app.log.warn(`no content.json in ${options.distDir}: the chat assistant is unavailable`);
  }

  app.post('/chat', { bodyLimit: 8 * 1024 }, async (request, reply) => {
    if (
      request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() !== 'application/json'
    ) {
      return reply.code(415).send({ error: 'Send the message as JSON (application/json).' });
    }
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: parsed.error.issues[0]?.message ?? 'Bad request' });
    }
    if (!assistant) {
      return reply.code(503).send({ error: 'The assistant is not available right now.' });
    }
    const answer = await assistant.reply(parsed.data.message);
    request.log.info({ source: answer.source }, 'chat reply');
    return reply.header('Cache-Control', 'no-store').send({ response: answer.text });
  });
}

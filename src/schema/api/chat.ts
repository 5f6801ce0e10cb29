import * as z from 'zod/mini';
import { hasLoneSurrogate, normaliseText } from '../normalise-input';
import { apiGroup, endpoint } from './endpoint';

/** Longest message accepted; the chat input enforces the same limit. */
export const maxMessageLength = 1000;

/** A visitor's message, normalised as the forms' text is: only invisible characters is empty. */
const message = z.string({ error: 'Send the message as a "message" string.' }).check(
  z.refine((v: string) => !hasLoneSurrogate(v), {
    error: 'The message contains a character that could not be read. Please type it again.',
    abort: true,
  }),
  z.overwrite((v) => normaliseText(v, { multiline: true })),
  z.trim(),
  z.minLength(1, 'The message is empty.'),
  z.maxLength(maxMessageLength, `The message is too long: at most ${maxMessageLength} characters.`),
);

/** A refusal of the chat: one sentence for the visitor. */
const refused = z.object({ error: z.string() });

/**
 * The site's assistant. Its refusals are `{ error }`, not the forms' `{ message }`: 400 (missing,
 * empty or too long message), 415 (not JSON), 429 after `CHAT_RATE_LIMIT` messages a minute, 503
 * when the build has no `content.json` to answer from.
 */
export const chatApi = apiGroup({
  title: 'Chat',
  base: '/api',
  audience: 'visitor',
  endpoints: {
    chat: endpoint({
      method: 'POST',
      path: '/chat',
      summary: 'Answers a visitor’s question from the site’s content.',
      body: z.object({ message }),
      answers:
        'with `Accept: application/x-ndjson`, the reply as it is written: `{ "text" }` lines for its pieces, then one `{ "response" }` line with the whole reply (or `{ "error" }`)',
      responses: { 200: z.object({ response: z.string() }), 415: refused, 503: refused },
    }),
  },
});

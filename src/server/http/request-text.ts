import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a value whose bytes are not UTF-8 reads as: a lone surrogate, which every text rule of
 * the forms refuses as "a character that could not be read" (wellFormed), the answer the same
 * broken character gets when a script sends it escaped in JSON. Decoding with replacement
 * characters instead would store a "�" the visitor never typed.
 */
export const unreadable = '\uDFFF';

/** Bytes as text, or `unreadable` when they are not UTF-8. */
export function utf8Text(bytes: Buffer): string {
  return isUtf8(bytes) ? bytes.toString('utf8') : unreadable;
}

/** One name or value of a urlencoded body: `+` is a space, `%XX` a byte. */
function formComponent(text: string): string {
  const bytes = text
    .replaceAll('+', ' ')
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return utf8Text(Buffer.from(bytes, 'latin1'));
}

/**
 * The name-value pairs of an `application/x-www-form-urlencoded` body, parsed as browsers encode
 * it (as URLSearchParams would), except that a name or value that is not UTF-8 once decoded
 * reads as `unreadable`.
 */
export function formPairs(body: Buffer): [string, string][] {
  return body
    .toString('latin1')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0
        ? [formComponent(part), '']
        : [formComponent(part.slice(0, eq)), formComponent(part.slice(eq + 1))];
    });
}

/**
 * The API's JSON parser: Fastify's own (prototype poisoning refused), given only UTF-8. A body
 * with bytes that are not is refused (400) rather than read with "�" in place of what the
 * visitor typed, as a form post's value is.
 */
export function utf8Json(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (
    request: FastifyRequest,
    body: Buffer,
    done: (error: Error | null, value?: unknown) => void,
  ) => {
    if (isUtf8(body)) {
      parse(request, body.toString('utf8'), done);
      return;
    }
    const error = Object.assign(new Error('The body is not UTF-8'), {
      statusCode: 400,
      code: 'ERR_BODY_NOT_UTF8',
    });
    done(error);
  };
}

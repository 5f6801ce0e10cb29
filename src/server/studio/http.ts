import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { z } from 'zod';

/** A refusal with its HTTP status; the API answers it as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Answers a JSON body that no cache keeps. */
export function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The most a request may hold unless a route says less. */
export const maxRequestBytes = 5 * 1024 * 1024;

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

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The request body as bytes, refused with 413 past `limit` bytes (5 MB unless told). */
export async function readBody(req: Readable, limit = maxRequestBytes): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit)
      throw new HttpError(
        413,
        `This is larger than ${megabytes(limit)}, more than can be saved here: nothing was saved.`,
      );
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The JSON body checked by `schema`: 400 with the reasons when it is not JSON, nests deeper than
 * `maxJsonDepth` or is not that shape; 413 past `limit` bytes.
 */
export async function readJson<T extends z.ZodType>(
  req: Readable,
  schema: T,
  { limit = maxRequestBytes }: { limit?: number } = {},
): Promise<z.infer<T>> {
  let value: unknown;
  try {
    const text = (await readBody(req, limit)).toString('utf8');
    if (nestsDeeperThan(text, maxJsonDepth))
      throw new HttpError(
        400,
        `This nests its content more than ${maxJsonDepth} levels deep, far more than any page needs: it was not read.`,
      );
    value = JSON.parse(text);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'the request body is not JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) =>
      i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message,
    );
    throw new HttpError(400, `the request is not as expected: ${reasons.join('; ')}`);
  }
  return parsed.data;
}

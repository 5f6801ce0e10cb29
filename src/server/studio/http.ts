import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** The request body as bytes, refused with 413 past `limit` bytes (5 MB unless told). */
export async function readBody(req: IncomingMessage, limit = 5 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit)
      throw new HttpError(413, `the request is larger than ${limit / 1024 / 1024} MB`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The JSON body checked by `schema`: 400 with the reasons when it is not JSON or not that shape. */
export async function readJson<T extends z.ZodType>(
  req: IncomingMessage,
  schema: T,
): Promise<z.infer<T>> {
  let value: unknown;
  try {
    value = JSON.parse((await readBody(req)).toString('utf8'));
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

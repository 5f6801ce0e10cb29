/**
 * A refusal with its HTTP status and the sentence the caller is told; thrown by a handler (or a
 * schema check), answered by the scope's error handler as `{ success: false, message }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The first problem of each field of the request, by field name, for a form to show. */
    readonly errors?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }

  get status() {
    return this.statusCode;
  }
}

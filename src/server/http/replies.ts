import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { failureMessage } from '../server-failure';

/** What every API answer looks like: `success`, a `message` to show, and per-field `errors`. */
export interface ApiReply {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  /** After a login or sign-up: the page to go to. */
  redirectTo?: string;
  /** After a right password: `redirectTo` is the sign-in's second step, which comes before any
   * `?next=` page. */
  secondStep?: true;
}

/** Sends an answer with its status code. */
export function answer(reply: FastifyReply, status: number, body: ApiReply) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** A refusal to try again later: 429 or 503 with Retry-After in whole seconds. */
export function tryLater(reply: FastifyReply, status: 429 | 503, waitMs: number, message: string) {
  reply.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return answer(reply, status, { success: false, message, errors: {} });
}

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The form is too large to send. Please shorten your message.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the form as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request has no content.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request is not valid JSON.',
  ERR_BODY_NOT_UTF8: 'The form contains a character that could not be read. Please type it again.',
};

/**
 * Error answers of the API, one shape for every route of its scopes: a refusal a handler or a
 * guard throws (`HttpError`) and a request its contract refuses (`FST_ERR_VALIDATION`, a sentence
 * saying where and why, with the first problem of each field in `errors`) get their status and
 * sentence; other problems with the request a short explanation (4xx); anything else is logged
 * and answered 500 without details.
 */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'API request failed');
    return answer(reply, 500, { success: false, message: failureMessage(request.id) });
  }
  if (status === 429) {
    return answer(reply, 429, {
      success: false,
      message: 'Too many attempts from your network. Please wait a minute and try again.',
    });
  }
  if (error instanceof HttpError || error.code === 'FST_ERR_VALIDATION') {
    const errors = error instanceof HttpError ? error.errors : undefined;
    return answer(reply, status, {
      success: false,
      message: error.message,
      ...(errors && Object.keys(errors).length > 0 ? { errors: { ...errors } } : {}),
    });
  }
  const message = /forbidden prototype|constructor property/i.test(error.message)
    ? 'The request contains a property name that is not allowed.'
    : (clientMessages[error.code] ?? 'The request could not be read.');
  return answer(reply, status, { success: false, message });
}

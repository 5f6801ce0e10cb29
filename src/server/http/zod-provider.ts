import type {
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
} from 'fastify';
import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';
import { HttpError } from './http-error';

/**
 * Fastify's type provider for zod schemas: a route's `schema` (body, querystring, params,
 * response) types its handler's request and reply. Types only; the checks are the compilers.
 */
export interface ZodProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
}

/** The reasons a request part is not as its schema says, one per problem, where it is. */
export function reasons(error: $ZodError): string {
  return error.issues
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** The first problem of each field named at the top of a request part, by field name. */
export function fieldProblems(error: $ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [key] = issue.path;
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Checks a request part against its zod schema before the handler runs: the handler gets what
 * the schema parsed (defaults filled in, strings coerced), a request that is not as expected
 * gets 400 with the reasons.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return {
      error: new HttpError(
        400,
        `the request is not as expected: ${reasons(result.error)}`,
        fieldProblems(result.error),
      ),
    };
  };

/**
 * Checks an answer against the schema its status has in the contract before it is sent, then
 * sends it as it is (never stripped of what the schema does not name). An answer that breaks its
 * contract is the server's failure (500), which the tests are there to catch.
 */
export const serializerCompiler: FastifySerializerCompiler<$ZodType> =
  ({ schema, url, method }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (!result.success)
      throw new Error(`${method} ${url} answered against its contract: ${reasons(result.error)}`);
    return JSON.stringify(data);
  };

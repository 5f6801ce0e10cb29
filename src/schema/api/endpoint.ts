import { parse, type $ZodType, type input, type output } from 'zod/v4/core';

/**
 * Who may call an endpoint. Each is a scope of the server with one guard that runs before any
 * handler (docs/server.md): `visitor` anyone, `account` a signed-in account, `staff` an account
 * with the staff role, `editor` one allowed to edit pages.
 */
export type Audience = 'visitor' | 'account' | 'staff' | 'editor' | 'backOffice';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API: what it takes and what it answers, used by the route that serves it
 * (the server checks the request against it before the handler runs, and the answers listed
 * against it before they are sent), by every browser client that calls it (which reads the
 * answer through it) and by docs/api.md (generated from it). Written with `zod/mini` so a page's
 * island that calls it stays small.
 */
export interface Endpoint {
  readonly method: Method;
  /** Under the group's `base`, with `:name` for a path parameter, e.g. `/leads/:id`. */
  readonly path: string;
  /** One sentence for docs/api.md: what the call does. */
  readonly summary: string;
  readonly params?: $ZodType;
  readonly query?: $ZodType;
  readonly body?: $ZodType;
  /** The answers a client reads, by status. A refusal not listed is `{ message }`. */
  readonly responses: Readonly<Record<number, $ZodType>>;
  /** The refusals a caller may meet beyond the group's own (401, 403…), by status: when, in words. */
  readonly refusals?: Readonly<Record<number, string>>;
  /**
   * Whether the call needs a password (or a code) typed in the last 10 minutes (decisions.md
   * #85): the server refuses it 403 `{ reauth: true }` before anything else is read.
   */
  readonly proof?: boolean;
  /** What the answer is when it is not JSON: a download, a redirect, a stream of lines. */
  readonly answers?: string;
}

/** Endpoints served under one base path to one audience: one file of this folder. */
export interface ApiGroup<E extends Record<string, Endpoint> = Record<string, Endpoint>> {
  /** Heading of the group in docs/api.md. */
  readonly title: string;
  /** Where the group is served, e.g. `/api/account`. */
  readonly base: string;
  readonly audience: Audience;
  readonly endpoints: E;
}

/** Where the server mounts the API; a group's `base` starts with it. */
export const apiRoot = '/api';

/**
 * Where a client reaches a group: its base with the API's root replaced by the `apiBase` the
 * client was given (`/api`, or the API's own origin).
 */
export const groupBase = (apiBase: string, group: Pick<ApiGroup, 'base'>) =>
  group.base.startsWith(apiRoot) ? `${apiBase}${group.base.slice(apiRoot.length)}` : group.base;

/** Declares an endpoint, keeping its schemas' types for the route and the clients. */
export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

/** Declares a group of endpoints. */
export const apiGroup = <const E extends Record<string, Endpoint>>(group: ApiGroup<E>) => group;

/** What an endpoint answers with `status`, as its schema reads it. */
export type Answer<E extends Endpoint, S extends keyof E['responses']> = output<E['responses'][S]>;

type Input<S> = S extends $ZodType ? input<S> : undefined;

/** What a client gives to call an endpoint: its path parameters, query and body, as the schemas take them. */
export type CallInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as E[K] extends $ZodType ? K : never]: Input<E[K]>;
};

/**
 * The address of a call: the group's base (where this client reaches the group), the path with
 * its parameters filled in, and the query.
 */
export function endpointUrl<E extends Endpoint>(
  base: string,
  declared: E,
  given: { params?: unknown; query?: unknown },
): string {
  const params = (given.params ?? {}) as Record<string, string | number>;
  const path = declared.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((given.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/**
 * An answer read through the endpoint's schema for its status: the parsed body, or undefined
 * when the contract lists no schema for that status (a refusal, read by the caller as `{ message }`).
 * Throws when a listed answer is not as its schema says.
 */
export function readAnswer<E extends Endpoint, S extends keyof E['responses'] & number>(
  declared: E,
  status: S,
  body: unknown,
): Answer<E, S> | undefined {
  const schema = declared.responses[status];
  return schema ? (parse(schema, body) as Answer<E, S>) : undefined;
}

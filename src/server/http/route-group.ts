import type { FastifyInstance } from 'fastify';

/**
 * Where a route group is registered, by who may call it: `forms` (anyone, in the `/api` scope,
 * JSON or a browser's form post), `account` (a signed-in account) and `staff` (a staff account),
 * each behind one guard; `api`, the `/api` scope itself (CORS, limits, no-store, one error
 * shape); `root`, the site's root, outside the API.
 */
export type RouteScope = 'forms' | 'account' | 'staff' | 'api' | 'root';

/** One file of `src/server/routes/`: the routes it serves and the scope they go in. */
export interface RouteGroup<Context> {
  scope: RouteScope;
  /** A Fastify plugin taking the server's context, registered in its scope as it is. */
  register: (app: FastifyInstance, context: Context) => Promise<void>;
  /**
   * Registered after every other group of its scope: the site's pages, whose catch-all and
   * not-found answer take what no other route does.
   */
  last?: true;
}

/**
 * Declares a route group where it lives: a file of `src/server/routes/` whose default export is
 * this call is a route group, and `npm run schemas` lists it in `routes/index.ts`, which
 * registers it in its scope (decisions.md #98). Any other file there is a helper the groups use.
 */
export function defineRouteGroup<Context>(group: RouteGroup<Context>): RouteGroup<Context> {
  return group;
}

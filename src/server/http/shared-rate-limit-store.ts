import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { z } from 'zod';
import type { SharedState } from '../storage/types';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

// The plugin hands `child` its settings for the route, the route itself under `routeInfo`
// (its type declarations say the route options; both shapes are read).
const routeOf = z.object({
  method: z.union([z.string(), z.array(z.string())]).optional(),
  url: z.string().optional(),
});
const childOptions = routeOf.extend({ routeInfo: routeOf.optional() });

/**
 * A store for @fastify/rate-limit that counts in the database every instance shares, so a
 * client's limit is one limit however many instances answer it. Each route counts apart, as
 * the in-memory store does.
 */
export function sharedRateLimitStore(counters: SharedState): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly route = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(`${this.route}|${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback, timeWindow: number) {
      counters.peek(`${this.route}|${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const parsed = childOptions.safeParse(options);
      const route = parsed.success ? (parsed.data.routeInfo ?? parsed.data) : {};
      return new SharedStore(undefined, `${String(route.method ?? '')} ${route.url ?? ''}`);
    }
  }
  return SharedStore;
}

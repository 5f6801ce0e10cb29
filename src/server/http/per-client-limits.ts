import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Storage } from '../storage/types';
import { clientKey } from './client-key';
import { sharedRateLimitStore } from './shared-rate-limit-store';

/**
 * The options of the per-client request limits (an IPv6 /64 counts as one client); each route
 * sets its own limit in its config. Counted once the body is read (at most 32 KiB): a form post
 * refused for its rate still gets its values back on the page it is sent to (decisions.md #25).
 * With several instances on one database the counts are kept there (shared), else in memory.
 */
export const perClientLimits = ({ shared }: Pick<Storage, 'shared'>): RateLimitPluginOptions => ({
  global: false,
  hook: 'preHandler',
  keyGenerator: (request) => clientKey(request.ip),
  // The limit is told when it is reached (429 with Retry-After and the x-ratelimit-* headers),
  // not on every answer: the site's own forms never read it.
  addHeadersOnExceeding: {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
  },
  ...(shared ? { store: sharedRateLimitStore(shared) } : {}),
});

/** A route's own limit: at most `max` requests a minute from one client (a route's options). */
export const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

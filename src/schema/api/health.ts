import * as z from 'zod/mini';
import { apiGroup, endpoint } from './endpoint';

/** Which content an instance serves, for operators comparing instances. */
const contentSchema = z.optional(
  z.object({
    revision: z.nullable(z.string()),
    remote: z.optional(z.object({ revision: z.nullable(z.string()), reachable: z.boolean() })),
    pending: z.number(),
    held: z.nullable(z.string()),
    refused: z.number(),
  }),
);

/**
 * Health checks for a load balancer or container runtime, at the site's root: never cached, never
 * rate-limited; while the server shuts down they answer 503 as every request does.
 */
export const healthApi = apiGroup({
  title: 'Health',
  base: '',
  audience: 'visitor',
  endpoints: {
    alive: endpoint({
      method: 'GET',
      path: '/healthz',
      summary: 'The process answers (restart it if not).',
      responses: { 200: z.object({ status: z.literal('alive') }) },
    }),
    ready: endpoint({
      method: 'GET',
      path: '/readyz',
      summary:
        'The instance can serve (the database answers), with the content it serves and each lead destination failing for over 15 minutes.',
      responses: {
        200: z.object({
          status: z.literal('ready'),
          content: contentSchema,
          delivery: z.optional(z.record(z.string(), z.string())),
        }),
        503: z.object({ status: z.literal('database unavailable'), content: contentSchema }),
      },
    }),
  },
});

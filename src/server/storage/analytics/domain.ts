import { analyticsMigrations } from './tables';
import { analyticsOps, analyticsWrites } from './writes';

/** Page views counted on the server, as counts per day (decisions.md #100). */
export const analytics = {
  name: 'analytics',
  migrations: analyticsMigrations,
  ops: analyticsOps,
  writes: analyticsWrites,
};

import { sharedMigrations } from './tables';

/**
 * What instances on one PostgreSQL database share: rate limits, failed logins, refused form
 * posts (postgres-shared.ts) and the content signal (postgres-signal.ts). It has no write
 * operations: the counters are updated by single statements of postgres-shared.ts.
 */
export const shared = {
  name: 'shared',
  migrations: sharedMigrations,
  ops: [],
  writes: () => ({}),
};

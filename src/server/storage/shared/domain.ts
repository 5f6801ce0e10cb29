import { sharedMigrations } from './tables';

/**
 * What instances on one PostgreSQL database share: rate limits, failed logins, refused form
 * posts (postgres-shared.ts) and the content signal (postgres-signal.ts). No writes of the
 * writer's: these are counters, updated in single statements.
 */
export const shared = {
  name: 'shared',
  migrations: sharedMigrations,
  ops: [],
  writes: () => ({}),
};

import type { Dialect } from '../dialect';
import type { DomainMigrations } from '../steps';

/**
 * The instances' tables as at version 5. On SQLite they stay empty: one process owns the file,
 * and its memory holds those counts (decisions.md #33).
 */
export const sharedTables = (d: Dialect) => ({
  rateLimits: `CREATE TABLE rate_limits (
     key text PRIMARY KEY,
     window_start ${d.time} NOT NULL,
     count integer NOT NULL
   );
   CREATE INDEX rate_limits_window ON rate_limits (window_start);`,
  loginFailures: `CREATE TABLE login_failures (
     key text PRIMARY KEY,
     failures integer NOT NULL,
     last_failure ${d.time} NOT NULL,
     locked_until ${d.time} NOT NULL
   );`,
  // A refused no-JavaScript form post, waiting for the page it redirects to.
  formResults: `CREATE TABLE form_results (
     id text PRIMARY KEY,
     result ${d.json} NOT NULL,
     expires_at ${d.time} NOT NULL
   );
   CREATE INDEX form_results_expiry ON form_results (expires_at);`,
});

export const sharedMigrations: DomainMigrations = {
  5: (d) => Object.values(sharedTables(d)).join('\n'),
};

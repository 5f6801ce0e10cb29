import { accountTables } from './accounts/tables';
import type { Dialect } from './dialect';
import { domains } from './domains';
import { leadTables } from './leads/tables';
import { outboxTables } from './outbox/tables';
import { sharedTables } from './shared/tables';

export { auditRetentionFloorDays } from './people/tables';

/**
 * Every table as at version 5, the first schema SQLite and PostgreSQL share (for the old steps
 * of legacy-migrations.ts). Frozen like any released migration.
 */
export const tables = (d: Dialect) => ({
  ...accountTables(d),
  ...leadTables(d),
  ...outboxTables(d),
  ...sharedTables(d),
});

/** The version `migrations[0]` brings a database to. */
export const firstSharedVersion = 5;

const versions = domains.flatMap((domain) => Object.keys(domain.migrations).map(Number));
const latest = Math.max(...versions);

/**
 * The schema's versions from 5 on, in order, each written once for both databases: a version is
 * the SQL its domains give for it, in the order domains.ts lists them. Append only: a released
 * migration never changes, and a new one takes the next number whichever domain it is of. A
 * database from before 5 reaches it through its own old steps (legacy-migrations.ts); a new one
 * is made at 5 at once.
 */
export const migrations: ((d: Dialect) => string)[] = Array.from(
  { length: latest - firstSharedVersion + 1 },
  (_, i) => {
    const version = firstSharedVersion + i;
    const parts = domains.flatMap((domain) => {
      const step = (domain.migrations as Record<number, (d: Dialect) => string>)[version];
      return step ? [step] : [];
    });
    if (parts.length === 0) throw new Error(`no domain declares schema version ${version}`);
    return (d: Dialect) => parts.map((part) => part(d)).join('\n');
  },
);

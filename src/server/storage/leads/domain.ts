import type { Dialect } from '../dialect';
import { retentionOps, retentionWrites } from './retention';
import { leadMigrations } from './tables';
import { leadOps, leadWrites } from './writes';

/** Leads, their history and search text, Idempotency-Keys and the retention run. */
export const leads = {
  name: 'leads',
  migrations: leadMigrations,
  ops: [...leadOps, ...retentionOps],
  writes: (d: Dialect) => ({ ...leadWrites(d), ...retentionWrites(d) }),
};

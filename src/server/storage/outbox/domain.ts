import { outboxMigrations } from './tables';
import { outboxOps, outboxWrites } from './writes';

/** Each lead's delivery jobs, one per destination (decisions.md #51). */
export const outbox = {
  name: 'outbox',
  migrations: outboxMigrations,
  ops: outboxOps,
  writes: outboxWrites,
};

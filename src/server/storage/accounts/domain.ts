import { secondFactorOps, secondFactorWrites } from './second-factor-writes';
import { accountMigrations } from './tables';
import { accountOps, accountWrites } from './writes';
import type { Dialect } from '../dialect';

/** Accounts, sessions, second factors and passkeys. */
export const accounts = {
  name: 'accounts',
  migrations: accountMigrations,
  ops: [...accountOps, ...secondFactorOps],
  writes: (d: Dialect) => ({ ...accountWrites(d), ...secondFactorWrites() }),
};

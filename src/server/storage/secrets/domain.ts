import { secretMigrations } from './tables';
import { secretOps, secretWrites } from './writes';

/** The site's keys every instance shares (server_secrets). */
export const secrets = {
  name: 'secrets',
  migrations: secretMigrations,
  ops: secretOps,
  writes: secretWrites,
};

import { changeMigrations } from './tables';
import { changeOps, changeWrites } from './writes';

/** Page changes waiting for review or their time (scheduled publishing), and their steps. */
export const changes = {
  name: 'changes',
  migrations: changeMigrations,
  ops: changeOps,
  writes: changeWrites,
};

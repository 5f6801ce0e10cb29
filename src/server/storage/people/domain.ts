import { peopleMigrations } from './tables';
import { peopleOps, peopleWrites } from './writes';

/** The audit log and the rights of the person: their records, and their erasure. */
export const people = {
  name: 'people',
  migrations: peopleMigrations,
  ops: peopleOps,
  writes: peopleWrites,
};

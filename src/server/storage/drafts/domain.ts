import { draftMigrations } from './tables';
import { draftOps, draftWrites } from './writes';

/** Editors' drafts, the drafts they discarded and preview links. */
export const drafts = {
  name: 'drafts',
  migrations: draftMigrations,
  ops: draftOps,
  writes: draftWrites,
};

import { uploadMigrations } from './tables';
import { uploadOps, uploadWrites } from './writes';

/** Pictures uploaded by editors, waiting for the publish that uses them. */
export const uploads = {
  name: 'uploads',
  migrations: uploadMigrations,
  ops: uploadOps,
  writes: uploadWrites,
};

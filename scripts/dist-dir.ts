import { resolve } from 'node:path';

/** Where builds go and where the server reads them: $DIST_DIR or dist/. */
export function distDir(): string {
  return resolve(process.env.DIST_DIR ?? 'dist');
}

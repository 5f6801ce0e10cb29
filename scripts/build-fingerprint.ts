import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const inputs = [
  'pages',
  'src',
  'public',
  'site.config.json',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  // The build steps themselves shape the output too.
  'scripts/build.ts',
  'scripts/prerender.ts',
  'scripts/precompress.ts',
];

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** A hash of everything the build reads; a different value means the build is stale. */
export function buildFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/** Where a build records the fingerprint of the sources it was made from. */
export const fingerprintFile = (dist: string) => join(dist, '.build-fingerprint');

/** Whether `dist` holds a whole build made from the sources as they are now. */
export const isBuildCurrent = (dist: string) => {
  const stamp = fingerprintFile(dist);
  return (
    existsSync(stamp) &&
    existsSync(join(dist, 'routes.json')) &&
    readFileSync(stamp, 'utf8') === buildFingerprint()
  );
};

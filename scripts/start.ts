/**
 * `npm start`: builds when the sources changed since the last build, then serves the site and
 * the API on PORT (default 3000).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fingerprintFile, isBuildCurrent } from './build-fingerprint';
import { distDir } from './dist-dir';
import { main, readSettings } from '../src/server/main';

// Settings first: a bad value should not cost a build before it is reported.
const settings = readSettings();
if (!isBuildCurrent(distDir())) {
  const built = existsSync(fingerprintFile(distDir()));
  console.log(built ? 'sources changed: building…' : 'no build yet: building…');
  // Node with this process's own loader (tsx), not `npm run build`: npm adds its banner lines.
  const build = spawnSync(process.execPath, [...process.execArgv, 'scripts/build.ts'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await main(settings);

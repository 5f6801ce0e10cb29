import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBuildCurrent } from '../../scripts/build-fingerprint';
import { distDir } from '../../scripts/dist-dir';
import { tsx } from '../../scripts/temp-project';

/**
 * A build of the site as `npm run build` makes it: $DIST_DIR's (or dist/) when it was built from
 * the sources as they are now, which `npm test` builds before the unit tests so every test file
 * shares one; else one built into a temporary folder (about half a minute), which `remove`
 * deletes. Tests copy it before serving from it: a publish writes into its build.
 */
export function siteBuild(): { dir: string; remove: () => void } {
  if (isBuildCurrent(distDir())) return { dir: distDir(), remove: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'site-build-'));
  const built = spawnSync(process.execPath, [...tsx, 'scripts/build.ts'], {
    env: { ...process.env, DIST_DIR: dir },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the build failed:\n${built.stdout}\n${built.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

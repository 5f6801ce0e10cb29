import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildServer } from '../../src/server/app';
import { notFoundPath } from '../../src/engine/paths';

/** A production build in `.bench/dist`, served by the real server on a free port. */
export async function buildAndServe() {
  const distDir = join(process.cwd(), '.bench/dist');
  console.error('building…');
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);

  const app = await buildServer({ distDir, api: { dataDir: join(distDir, 'data'), smtp: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const routesJson: unknown = JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8'));
  const routes = (Array.isArray(routesJson) ? routesJson : []).flatMap((r: unknown) =>
    typeof r === 'object' &&
    r !== null &&
    'path' in r &&
    typeof r.path === 'string' &&
    r.path !== notFoundPath
      ? [r.path]
      : [],
  );
  const close = async () => {
    if (app.server.listening) await app.close();
  };
  return { origin, routes, close };
}

import { realpathSync } from 'node:fs';
import type { ServerOptions } from 'vite';

// Vite's own deny list, which a deny list of ours replaces rather than extends.
const viteDefaults = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
];

// Never served wherever they are: databases (the site's users, sessions and leads) and manifests.
const neverServed = ['*.{db,sqlite,sqlite3}', '*.{db,sqlite,sqlite3}-*', 'package{,-lock}.json'];

// The folders of the project the studio's page never loads; listed as well as left out of
// `allow`, so that allowing another folder later cannot expose them. The browser never loads
// the server's code (src/server), so it is not served either.
const projectOnly = ['data', 'scripts', 'tests', 'docs', 'pages', 'dist', 'src/server'];

/** `path` as a glob that matches only itself (its `(`, `+`, `[` … taken literally). */
const literal = (path: string) => path.replace(/[\\*?[\]{}()!+@|^$]/g, '\\$&');

/**
 * What Vite's dev server may send to the studio's page: the site's and the studio's code (src/)
 * and the packages they import (node_modules, where Vite also keeps its pre-bundled ones).
 * Everything else of the project (the database, package.json, scripts, tests, .env) answers
 * 403; pages and the config reach the page through the studio's API and Vite's virtual modules,
 * public/ through Vite's public-file middleware.
 */
export function servedFiles(root: string): NonNullable<ServerOptions['fs']> {
  // Vite compares real paths (it follows symlinks, e.g. a linked node_modules).
  const real = literal(realpathSync(root));
  return {
    strict: true,
    allow: [`${root}/src`, `${root}/node_modules`],
    deny: [
      ...viteDefaults,
      ...neverServed,
      `${real}/{${projectOnly.join(',')}}/**`,
      `${real}/{site.config.json,vite.config.ts,tsconfig.json,index.html}`,
    ],
  };
}

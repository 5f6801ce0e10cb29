/**
 * Runs a TypeScript command-line script as one cached JavaScript bundle:
 *
 *   node scripts/run-bundled.mjs scripts/validate.ts [args…]
 *
 * Loading a hundred TypeScript modules through tsx took about half of `npm run validate`; a
 * bundle made once with esbuild (which tsx already brings) loads in a fraction of that. The
 * bundle is rebuilt whenever a file under src/ or scripts/ or package.json changes.
 */
/* global process, console -- a plain Node script: it runs before TypeScript can. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/run-bundled.mjs <script.ts> [args…]');
  process.exit(2);
}

/** Size and modification time of every source file the bundle may contain. */
function sourceStamp() {
  const hash = createHash('sha256');
  const visit = (dir) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, item.name);
      if (item.isDirectory()) visit(path);
      else {
        const { size, mtimeMs } = statSync(path);
        hash.update(`${relative(repo, path)}\0${size}\0${mtimeMs}\n`);
      }
    }
  };
  visit(join(repo, 'src'));
  visit(join(repo, 'scripts'));
  hash.update(String(statSync(join(repo, 'package.json')).mtimeMs));
  hash.update(resolve(entry));
  return hash.digest('hex').slice(0, 24);
}

/**
 * Command-line tools read block definitions (schemas, form subjects) but never render a block:
 * a definition's lazy `import('./Block')` (and a script's `import('./enhance')`) stays out of the
 * bundle, which would otherwise take in every renderer and the site's virtual modules.
 */
const rendererFree = {
  name: 'renderer-free',
  setup(build) {
    build.onResolve({ filter: /^\.\/(Block|enhance)$/ }, (args) =>
      args.kind === 'dynamic-import' && args.importer.includes(`${join('src', 'blocks')}`)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

// Beside the packages, so the bundle's imports of zod, ajv… resolve as the sources' do.
const cacheDir = join(repo, 'node_modules', '.cache', 'run-bundled');
const prefix = `${entry.replace(/[^\w.-]+/g, '_')}-`;
const bundle = join(cacheDir, `${prefix}${sourceStamp()}.mjs`);
if (!existsSync(bundle)) {
  const { build } = await import(createRequire(import.meta.url).resolve('esbuild'));
  const temp = `${bundle}.${process.pid}.tmp`;
  await build({
    entryPoints: [resolve(entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: temp,
    logLevel: 'warning',
    plugins: [rendererFree],
  });
  renameSync(temp, bundle); // whole or not at all, when two runs race
  // Bundles of older sources are dropped after a day (a run started earlier may still load one).
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (name.startsWith(prefix) && Date.now() - statSync(path).mtimeMs > 86_400_000)
      rmSync(path, { force: true });
  }
}
process.argv.splice(2, 1);
await import(pathToFileURL(bundle).href);

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface Esbuild {
  buildSync(options: object): { outputFiles: { text: string }[] };
}

const bundled = new Map<string, string>();

/**
 * A worker thread's entry when the server runs from its TypeScript sources (`npm start`, the
 * tests): the thread's modules as one JavaScript file, bundled with esbuild (which tsx brings)
 * once per process and kept under node_modules/.cache/threads by its content, beside the packages
 * it imports. A thread that registered tsx and compiled its modules took 1.3–1.8 s to start (the
 * database writer, once for every database opened); this one starts in tens of milliseconds.
 * The bundled server has each thread's entry beside it instead (see build:server).
 */
export function threadFromSource(entry: URL): URL {
  const known = bundled.get(entry.href);
  if (known) return new URL(known);
  const file = fileURLToPath(entry);
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  // Only this path loads esbuild, a development tool: the bundled server never reaches it.
  const esbuild = createRequire(import.meta.url)('esbuild') as Esbuild;
  const [output] = esbuild.buildSync({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  }).outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${file}`);
  const hash = createHash('sha256').update(output.text).digest('hex').slice(0, 20);
  const dir = join(repo, 'node_modules', '.cache', 'threads');
  const name = basename(file).replace(/\.ts$/, '');
  const path = join(dir, `${name}-${hash}.mjs`);
  if (!existsSync(path)) {
    mkdirSync(dir, { recursive: true });
    // Whole or not at all when two processes write it at once.
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, output.text);
    renameSync(temp, path);
  }
  const href = pathToFileURL(path).href;
  bundled.set(entry.href, href);
  return new URL(href);
}

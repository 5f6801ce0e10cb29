import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve('.');
const copied = [
  'docs',
  'pages',
  'public',
  // The committed image variants: a temporary project's build encodes no image the project has.
  'build-cache',
  'src',
  'scripts',
  'schemas',
  'site.config.json',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'index.html',
  '.prettierrc.json',
];

/**
 * A throw-away copy of the project (node_modules linked), so a test can add pages, change a
 * schema or build without touching the working tree other people use.
 */
export function tempProject(name: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `tooling-${name}-`));
  for (const entry of copied) {
    if (existsSync(join(repo, entry)))
      cpSync(join(repo, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Command line that runs a TypeScript script with the project's tsx. */
export const tsx = [join(repo, 'node_modules/tsx/dist/cli.mjs')];

import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface ScaleFigures {
  pages: number;
  validateMs: number;
  buildMs: number;
}

const copied = [
  'pages',
  'public',
  'src',
  'schemas',
  'scripts',
  'site.config.json',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];

function timed(cwd: string, args: string[]): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, DIST_DIR: join(cwd, 'dist') },
  });
  if (run.status !== 0)
    throw new Error(`${args.join(' ')} failed in ${cwd}:\n${run.stderr}${run.stdout}`);
  return performance.now() - start;
}

/**
 * Copies the project to a temporary directory, adds synthetic service pages up to `total` pages
 * (cloned from a real one, each with its own path, title and description), then times
 * `npm run validate` and `npm run build` there.
 */
export function measureScale(total: number): ScaleFigures {
  const dir = mkdtempSync(join(tmpdir(), 'scale-'));
  try {
    for (const entry of copied) cpSync(entry, join(dir, entry), { recursive: true });
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    const template: unknown = JSON.parse(readFileSync('pages/vps-hosting.json', 'utf8'));
    const existing = readdirSync(join(dir, 'pages')).length;
    for (let i = existing; i < total; i++) {
      const page = {
        ...(typeof template === 'object' && template !== null ? template : {}),
        path: `/synthetic-${i}`,
        title: `Synthetic service page number ${i}`,
        description: `A generated page used to measure how validation and build time grow with the number of pages (${i}).`,
      };
      writeFileSync(join(dir, 'pages', `synthetic-${i}.json`), JSON.stringify(page));
    }
    const pages = readdirSync(join(dir, 'pages')).length;
    const validateMs = timed(dir, ['scripts/validate.ts']);
    const buildMs = timed(dir, ['scripts/build.ts']);
    return { pages, validateMs, buildMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

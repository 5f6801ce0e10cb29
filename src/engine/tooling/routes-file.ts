import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notFoundPath } from '../paths';

/** A page of a build and the HTML file under client/ that holds it (dist/routes.json). */
export interface RouteFile {
  path: string;
  file: string;
}

/** Output file of a path: "/" → index.html, "/vps-hosting" → vps-hosting/index.html. */
export function htmlFileFor(path: string): string {
  if (path === notFoundPath) return '404.html';
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * Output file of the variant of a path's experiment (decisions.md #103), beside the page's own:
 * "/vps-hosting" → vps-hosting/index.variant.html. Never served by its name (no HTML file is).
 */
export const variantFileFor = (path: string): string =>
  htmlFileFor(path).replace(/\.html$/, '.variant.html');

/** Where a build lists its pages. */
export const routesFile = (distDir: string) => join(distDir, 'routes.json');

/** The text of routes.json for these pages' paths, in the given order. */
export const routesJson = (paths: readonly string[]) =>
  `${JSON.stringify(
    paths.map((path) => ({ path, file: htmlFileFor(path) })),
    null,
    2,
  )}\n`;

/** The pages a build lists; entries that are not a path and a file are skipped. */
export function readRoutes(distDir: string): RouteFile[] {
  const json: unknown = JSON.parse(readFileSync(routesFile(distDir), 'utf8'));
  if (!Array.isArray(json)) throw new Error(`${routesFile(distDir)} is not a list`);
  return json.flatMap((r: unknown) =>
    typeof r === 'object' &&
    r !== null &&
    'path' in r &&
    'file' in r &&
    typeof r.path === 'string' &&
    typeof r.file === 'string'
      ? [{ path: r.path, file: r.file }]
      : [],
  );
}

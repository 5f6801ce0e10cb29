import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { precompress } from '../../../scripts/precompress';
import { buildServer, type ServerOptions } from '../../../src/server/app';
import { site } from '../render';

/** Paths of the fake build's files, as a browser asks for them. */
export const files = {
  script: '/assets/index-abc123.js',
  style: '/assets/index-abc123.css',
  favicon: '/favicon.svg',
  photo: '/images/photo.png',
  robots: '/robots.txt',
  /** Text that compression cannot shrink: the build keeps no .br/.gz of it. */
  noise: '/noise.txt',
};

const pages = [
  { path: '/', file: 'index.html' },
  { path: '/vps-hosting', file: 'vps-hosting/index.html' },
  { path: '/404', file: '404.html' },
];

const page = (name: string) =>
  `<!doctype html><html lang="en"><title>${name}</title><body>${`<p>${name}: some words about the page.</p>`.repeat(80)}</body></html>`;

/**
 * A build laid out as `npm run build` writes it (pages, a hashed script and style, public files,
 * routes.json) with the .br/.gz copies the build's precompress step writes.
 */
export async function writeSiteBuild(dir: string, { pageText = 'Page' } = {}): Promise<string> {
  const distDir = join(dir, 'dist');
  const client = join(distDir, 'client');
  const write = (path: string, data: string | Buffer) => {
    mkdirSync(dirname(join(client, path)), { recursive: true });
    writeFileSync(join(client, path), data);
  };
  for (const { path, file } of pages) write(file, page(`${pageText} ${path}`));
  write(files.script, 'export function add(a, b) { return a + b; }\n'.repeat(100));
  write(files.style, 'body { margin: 0; color: #123; }\n'.repeat(100));
  write(
    files.favicon,
    '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>\n'.repeat(40),
  );
  write(files.photo, randomBytes(3000));
  write(files.robots, 'User-agent: *\nAllow: /\n');
  write(files.noise, randomBytes(3000));
  write('.vite/manifest.json', '{}');
  writeFileSync(join(distDir, 'routes.json'), JSON.stringify(pages));
  await precompress(client);
  return distDir;
}

/** The bytes of a file of the build, e.g. `read(distDir, '/assets/index-abc123.js.br')`. */
export const read = (distDir: string, path: string) => readFileSync(join(distDir, 'client', path));

/** The real server on a fresh fake build, with a temporary data folder removed on close. */
export async function startSite(options: Partial<ServerOptions> = {}, build = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'aruvi-site-'));
  const distDir = await writeSiteBuild(dir, build);
  const app = await buildServer({
    distDir,
    ...options,
    api: {
      site,
      dataDir: join(dir, 'data'),
      smtp: false,
      ...options.api,
    },
  });
  app.addHook('onClose', async () => rmSync(dir, { recursive: true, force: true }));
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  return { app, distDir, get };
}

/**
 * Writes one static HTML file per page from the client and server builds: full content, head
 * tags, the styled-components CSS it uses and modulepreload links for its chunks. Also writes
 * dist/routes.json, which the server reads.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { blockFolder } from '../src/blocks/registry';
import { headTags, renderHeadHtml } from '../src/engine/head';
import { notFoundPath } from '../src/engine/paths';
import { structuredData } from '../src/engine/structured-data';
import type { RenderedPage } from '../src/entry-server';
import type { Page } from '../src/schema/page';
import type { Site } from '../src/schema/site';

interface ServerEntry {
  render: (url: string) => Promise<RenderedPage>;
  site: Site;
  pages: { path: string; module: string }[];
}

export interface RouteFile {
  path: string;
  file: string;
}

const clientDir = 'dist/client';

const isServerEntry = (value: unknown): value is ServerEntry =>
  typeof value === 'object' &&
  value !== null &&
  'render' in value &&
  'site' in value &&
  'pages' in value;

function readManifest(): Map<string, { file: string; imports: string[] }> {
  const json: unknown = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const out = new Map<string, { file: string; imports: string[] }>();
  for (const [key, value] of Object.entries(
    typeof json === 'object' && json !== null ? json : {},
  )) {
    if (
      typeof value !== 'object' ||
      value === null ||
      !('file' in value) ||
      typeof value.file !== 'string'
    )
      continue;
    const imports =
      'imports' in value && Array.isArray(value.imports) ? value.imports.map(String) : [];
    out.set(key, { file: value.file, imports });
  }
  return out;
}

const manifest = readManifest();

/** Chunks a page needs before it can hydrate: its data module, its block renderers and their imports. */
function preloads(module: string, page: Page): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest.get(key);
    if (!chunk || key === 'index.html' || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports.forEach(visit);
  };
  visit(module);
  for (const type of new Set(page.blocks.map((b) => b.type)))
    visit(`src/blocks/${blockFolder(type)}/Block.tsx`);
  return [...files];
}

/** Output file of a path: "/" → index.html, "/vps-hosting" → vps-hosting/index.html. */
export function htmlFileFor(path: string): string {
  if (path === notFoundPath) return '404.html';
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

async function main() {
  const loaded: unknown = await import(
    pathToFileURL(join(process.cwd(), 'dist/server/entry-server.js')).href
  );
  if (!isServerEntry(loaded))
    throw new Error('dist/server/entry-server.js does not export render, site and pages');
  const { render, site, pages } = loaded;
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const routes: RouteFile[] = [];
  for (const entry of pages) {
    // The 404 page is rendered through the catch-all route, as an unknown URL would be.
    const { html, styles, page } = await render(
      entry.path === notFoundPath ? '/__unknown__' : entry.path,
    );
    const head = [
      renderHeadHtml(headTags(page, site, structuredData(page, site))),
      ...preloads(entry.module, page).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
      ),
      styles,
    ].join('\n    ');
    const file = htmlFileFor(entry.path);
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(
      join(clientDir, file),
      template.replace('<!--head-->', head).replace('<!--app-->', html),
    );
    routes.push({ path: entry.path, file });
  }
  writeFileSync('dist/routes.json', `${JSON.stringify(routes, null, 2)}\n`);
  console.log(`prerendered ${routes.length} pages`);
}

await main();

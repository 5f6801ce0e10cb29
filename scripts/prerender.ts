/**
 * Writes one static HTML file per page from the client and server builds: full content, head
 * tags, the styled-components CSS it uses and modulepreload links for its chunks. Also writes
 * dist/routes.json, which the server reads.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { blockFolder } from '../src/blocks/folders';
import { bootTag, extractEntry } from '../src/engine/build/boot-script';
import { headTags, renderHeadHtml } from '../src/engine/head';
import { notFoundPath } from '../src/engine/paths';
import { robotsTxt, sitemapXml } from '../src/engine/build/sitemap';
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

const isServerEntry = (value: unknown): value is ServerEntry =>
  typeof value === 'object' &&
  value !== null &&
  'render' in value &&
  'site' in value &&
  'pages' in value;

function readManifest(clientDir: string): Map<string, { file: string; imports: string[] }> {
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

type Manifest = ReturnType<typeof readManifest>;

/** Chunks a page needs before it can hydrate: its data module, its block renderers and their imports. */
function preloads(manifest: Manifest, module: string, page: Page): string[] {
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

/** Prerenders every page of the build in `distDir` and writes `routes.json` beside it. */
export async function prerender(distDir: string) {
  const clientDir = join(distDir, 'client');
  const manifest = readManifest(clientDir);
  const loaded: unknown = await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href);
  if (!isServerEntry(loaded)) {
    throw new Error('the server build does not export render, site and pages');
  }
  const { render, site, pages } = loaded;
  const {
    template,
    entry: entryScript,
    preloads: entryPreloads,
  } = extractEntry(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  const routes: RouteFile[] = [];
  const rendered: Page[] = [];
  for (const entry of pages) {
    // The 404 page is rendered through the catch-all route, as an unknown URL would be.
    const { html, styles, page } = await render(
      entry.path === notFoundPath ? '/__unknown__' : entry.path,
    );
    const head = [
      renderHeadHtml(headTags(page, site, structuredData(page, site))),
      bootTag(entryScript, [
        ...entryPreloads,
        ...preloads(manifest, entry.module, page).map((file) => `/${file}`),
      ]),
      styles,
    ].join('\n    ');
    const file = htmlFileFor(entry.path);
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(
      join(clientDir, file),
      template.replace('<!--head-->', head).replace('<!--app-->', html),
    );
    routes.push({ path: entry.path, file });
    rendered.push(page);
  }
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(rendered, site));
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(site));
  writeFileSync(join(distDir, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  // The validated content the server indexes for the chat assistant: what is served, nothing else.
  writeFileSync(join(distDir, 'content.json'), JSON.stringify({ site, pages: rendered }));
  console.log(`prerendered ${routes.length} pages`);
}

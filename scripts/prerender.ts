/**
 * Writes one static HTML file per page from the client and server builds: full content, head
 * tags, the styled-components CSS it uses and modulepreload links for its chunks. Also writes
 * dist/routes.json, which the server reads.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  loadServerEntry,
  pageDocument,
  readDocumentParts,
  templateFile,
} from '../src/engine/tooling/page-document';
import { notFoundPath } from '../src/engine/paths';
import {
  htmlFileFor,
  routesFile,
  routesJson,
  variantFileFor,
} from '../src/engine/tooling/routes-file';
import { robotsTxt, sitemapXml } from '../src/engine/tooling/sitemap';
import type { AnyPage } from '../src/schema/page';

/**
 * Prerenders every page of the build in `distDir` and writes `routes.json` beside it; how many
 * pages it rendered.
 */
export async function prerender(distDir: string): Promise<number> {
  const clientDir = join(distDir, 'client');
  const { render, site, pages } = await loadServerEntry(distDir);
  // Kept beside the build: the server renders pages answering form posts from it later.
  copyFileSync(join(clientDir, 'index.html'), templateFile(distDir));
  const parts = readDocumentParts(distDir);
  const rendered: AnyPage[] = [];
  for (const entry of pages) {
    // The 404 page is rendered through the catch-all route, as an unknown URL would be.
    const result = await render(entry.path === notFoundPath ? '/__unknown__' : entry.path);
    const { page } = result;
    const file = htmlFileFor(entry.path);
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(join(clientDir, file), pageDocument(parts, site, result));
    rendered.push(page);
    // A page with an experiment is written a second time as its variant shows it.
    if (page.experiment) {
      const variant = await render(entry.path, { version: 'variant' });
      writeFileSync(
        join(clientDir, variantFileFor(entry.path)),
        pageDocument(parts, site, variant),
      );
    }
  }
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(rendered, site));
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(site));
  writeFileSync(routesFile(distDir), routesJson(pages.map((entry) => entry.path)));
  // The validated content the server indexes for the chat assistant: what is served, nothing else.
  writeFileSync(join(distDir, 'content.json'), JSON.stringify({ site, pages: rendered }));
  return pages.length;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { blockFolder } from '../../blocks/folders';
import type { FormPageState } from '../browser/form-state';
import { formStateElementId } from '../browser/form-state';
import type { RenderedPage } from '../../entry-server';
import type { Page } from '../../schema/page';
import type { Site } from '../../schema/site';
import { headTags, renderHeadHtml } from '../head';
import { structuredData } from '../structured-data';
import { bootTag, extractEntry } from './boot-script';

/** What the server build (src/entry-server.tsx) exports. */
export interface ServerEntry {
  render: (url: string, formState?: FormPageState) => Promise<RenderedPage>;
  site: Site;
  pages: { path: string; module: string }[];
}

const isServerEntry = (value: unknown): value is ServerEntry =>
  typeof value === 'object' &&
  value !== null &&
  'render' in value &&
  'site' in value &&
  'pages' in value;

/** Imports the server build of a dist folder. */
export async function loadServerEntry(distDir: string): Promise<ServerEntry> {
  const loaded: unknown = await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href);
  if (!isServerEntry(loaded)) {
    throw new Error('the server build does not export render, site and pages');
  }
  return loaded;
}

type Manifest = Map<string, { file: string; imports: string[] }>;

function readManifest(clientDir: string): Manifest {
  const json: unknown = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const out: Manifest = new Map();
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

/** Where the prerender keeps Vite's HTML template, which its home page then replaces. */
export const templateFile = (distDir: string) => join(distDir, 'template.html');

/** The client build's template and manifest, read once for every page written from them. */
export function readDocumentParts(distDir: string) {
  const { template, entry, preloads } = extractEntry(readFileSync(templateFile(distDir), 'utf8'));
  const manifest = readManifest(join(distDir, 'client'));
  return { manifest, template, entry, entryPreloads: preloads };
}

export type DocumentParts = ReturnType<typeof readDocumentParts>;

/**
 * A page's whole HTML document: head tags, the boot tag with exactly its chunks, its CSS and its
 * content. With a form state (a page answering a post made without JavaScript) the page is
 * kept out of search engines and carries the state, so the browser hydrates the same markup.
 */
export function pageDocument(
  parts: DocumentParts,
  site: Site,
  module: string,
  { html, styles, page }: RenderedPage,
  formState?: FormPageState,
): string {
  const shown: Page = formState ? { ...page, robots: 'noindex, nofollow' } : page;
  const head = [
    renderHeadHtml(headTags(shown, site, structuredData(page, site))),
    bootTag(parts.entry, [
      ...parts.entryPreloads,
      ...preloads(parts.manifest, module, page).map((file) => `/${file}`),
    ]),
    styles,
    ...(formState
      ? [
          // "<" is escaped so no text in the state can close the element.
          `<script type="application/json" id="${formStateElementId}">${JSON.stringify(formState).replace(/</g, '\\u003c')}</script>`,
        ]
      : []),
  ].join('\n    ');
  return parts.template.replace('<!--head-->', head).replace('<!--app-->', html);
}

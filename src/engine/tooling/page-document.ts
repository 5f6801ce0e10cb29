import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormPageState } from '../browser/form-state';
import { formStateElementId } from '../browser/form-state';
import type { RenderedPage, RenderOptions } from '../rendered-page';
import type { AnyPage as Page } from '../../schema/page';
import type { ClientSite as Site } from '../../schema/site';
import type { PageImages } from '../image-info';
import { headTags, renderHeadHtml } from '../head';
import { bootTag, extractEntry } from './boot-script';

/** What the server build (src/entry-server.tsx) exports. */
export interface ServerEntry {
  render: (url: string, options?: RenderOptions) => Promise<RenderedPage>;
  renderPageData: (
    page: Page,
    images: PageImages,
    options?: RenderOptions,
  ) => Promise<RenderedPage>;
  site: Site;
  pages: { path: string; module: string }[];
  /**
   * Each block's HTML, for the health checks of the rendered page (decisions.md #112); a bundle
   * built before them has none.
   */
  renderBlocksHtml?: (page: Page, options?: RenderOptions) => Promise<string[]>;
}

const isServerEntry = (value: unknown): value is ServerEntry =>
  typeof value === 'object' &&
  value !== null &&
  'render' in value &&
  'renderPageData' in value &&
  'site' in value &&
  'pages' in value;

/**
 * Imports the server build of a dist folder. `fresh` imports it anew (a build that replaced the
 * folder's), since a module once imported stays in memory under its URL.
 */
export async function loadServerEntry(distDir: string, fresh?: string): Promise<ServerEntry> {
  const url = pathToFileURL(join(distDir, 'server/entry-server.js'));
  if (fresh) url.search = `?build=${encodeURIComponent(fresh)}`;
  const loaded: unknown = await import(url.href);
  if (!isServerEntry(loaded)) {
    throw new Error('the server build does not export render, site and pages');
  }
  return loaded;
}

/** Where the prerender keeps Vite's HTML template, which its home page then replaces. */
export const templateFile = (distDir: string) => join(distDir, 'template.html');

/** The client build's template and its entry (the islands loader), read once for every page. */
export function readDocumentParts(distDir: string) {
  const { template, entry, preloads } = extractEntry(readFileSync(templateFile(distDir), 'utf8'));
  return { template, entry, entryPreloads: preloads };
}

export type DocumentParts = ReturnType<typeof readDocumentParts>;

/**
 * A page's whole HTML document: head tags, the boot tag starting the islands loader, its CSS and
 * its content. Islands load their own code when they wake, so nothing else is preloaded. With a
 * form state (a page answering a post made without JavaScript) the page is kept out of search
 * engines and carries the state, so its islands hydrate the same markup.
 */
export function pageDocument(
  parts: DocumentParts,
  site: Site,
  { html, styles, page, structuredData }: RenderedPage,
  formState?: FormPageState,
): string {
  const shown: Page = formState ? { ...page, robots: 'noindex, nofollow' } : page;
  const head = [
    renderHeadHtml(headTags(shown, site, structuredData)),
    bootTag(parts.entry, parts.entryPreloads),
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

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FormPageState } from '../engine/browser/form-state';
import {
  loadServerEntry,
  pageDocument,
  readDocumentParts,
  type DocumentParts,
  type ServerEntry,
} from '../engine/tooling/page-document';
import type { LiveContent } from './live-content';
import type { Version } from '../schema/experiment';

/** Renders a page of the build with a form post's result in it, as the prerender renders it. */
export type PageRenderer = (
  path: string,
  state: FormPageState,
  version?: Version,
) => Promise<string | undefined>;

/**
 * The renderer of a build: the build's own server bundle (the one the prerender used), loaded
 * on first use and again after a publish replaced the build. A page published since the build
 * is rendered from its new data. A build without a bundle (a test's stub) renders nothing: its
 * pages are served as they are.
 */
export function pageRenderer(
  distDir: string,
  live: LiveContent,
  log: FastifyBaseLogger,
): PageRenderer {
  let loading: Promise<{ entry: ServerEntry; parts: DocumentParts } | undefined> | undefined;
  const load = async () => {
    if (!existsSync(join(distDir, 'server/entry-server.js'))) return undefined;
    try {
      const builds = live.builds();
      const entry = await loadServerEntry(distDir, builds > 0 ? String(builds) : undefined);
      return { entry, parts: readDocumentParts(distDir) };
    } catch (error) {
      log.error({ err: error }, 'the server bundle could not be loaded: form results not shown');
      return undefined;
    }
  };
  live.onReplace((_content, change) => {
    if (change.rebuilt) loading = undefined;
  });
  return async (path, state, version) => {
    loading ??= load();
    const loaded = await loading;
    if (!loaded) return undefined;
    // The site config served now: its menus and footer may have been published since the build.
    const site = live.current()?.site ?? loaded.entry.site;
    const options = { formState: state, site, version };
    const images = live.renderedSinceBuild(path);
    const page = images && live.current()?.pages.find((p) => p.path === path);
    if (page) {
      const rendered = await loaded.entry.renderPageData(page, images, options);
      return pageDocument(loaded.parts, site, rendered, state);
    }
    if (!loaded.entry.pages.some((p) => p.path === path)) return undefined;
    const rendered = await loaded.entry.render(path, options);
    return pageDocument(loaded.parts, site, rendered, state);
  };
}

import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { pages } from 'virtual:pages';
import { loadChunk } from '../engine/load-chunk';
import { loadBlockRenderers } from '../engine/render-blocks';
import { notFoundPath } from '../engine/paths';
import type { Page } from '../schema/page';
import { PageView } from './PageView';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

type PageEntry = (typeof pages)[number];

/** Loads a page's data and its block renderers; a path in another case redirects (D1). */
export async function loadPage(
  entry: PageEntry,
  { request }: Pick<LoaderFunctionArgs, 'request'>,
): Promise<Page> {
  const url = new URL(request.url);
  if (entry.path !== notFoundPath && safeDecode(url.pathname) !== entry.path) {
    throw redirect(`${encodeURI(entry.path)}${url.search}${url.hash}`, 301);
  }
  const page = (await loadChunk(entry.load)).default;
  await loadBlockRenderers(page.blocks);
  return page;
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The page entry a route renders: route ids are page paths. */
export function entryForRoute(id: string): PageEntry | undefined {
  return pages.find((p) => p.path === id);
}

/** Route objects for every page file; unknown paths render the 404 page (D3). */
export function createRoutes(): RouteObject[] {
  const notFound = pages.find((p) => p.path === notFoundPath);
  if (!notFound) throw new Error(`no page with path "${notFoundPath}"`);
  const pageRoutes: RouteObject[] = pages
    .filter((p) => p !== notFound)
    .map((entry) => ({
      id: entry.path,
      path: entry.path,
      loader: (args) => loadPage(entry, args),
      Component: PageView,
    }));
  return [
    {
      id: 'shell',
      Component: Shell,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            ...pageRoutes,
            {
              id: notFoundPath,
              path: '*',
              loader: (args) => loadPage(notFound, args),
              Component: PageView,
            },
          ],
        },
      ],
    },
  ];
}

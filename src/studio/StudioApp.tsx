import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import site from 'virtual:site';
import { pageTitle } from './page-title';
import { fetchPageList, type PageListEntry } from './studio-api';
import type { StudioShared } from './studio-shared';

/**
 * The studio around its screens (studio-routes.tsx): the page list or the editor of one page, the
 * address saying which, so reload keeps it. It keeps the pages between them and names the tab.
 */
export function StudioApp() {
  const file = useParams()['*'] || undefined;
  const [pages, setPages] = useState<PageListEntry[]>([]);
  // The tab names the page by its address, as the page list does (pages load with the editor).
  const editedPath = file ? pages.find((p) => p.file === file)?.path : undefined;
  useEffect(() => {
    document.title = file ? `${editedPath ?? 'Editing a page'} · Page studio` : 'Page studio';
  }, [file, editedPath]);
  // The link picker offers the site's pages; the editor loads them itself when opened directly.
  useEffect(() => {
    if (file && pages.length === 0) fetchPageList().then(setPages, () => undefined);
  }, [file, pages.length]);
  const onPages = useCallback((found: PageListEntry[]) => setPages(found), []);
  const sitePaths = useMemo(
    () =>
      pages.flatMap((p) =>
        p.path ? [{ path: p.path, title: pageTitle(p.title ?? '', site) }] : [],
      ),
    [pages],
  );
  const shared = useMemo<StudioShared>(() => ({ onPages, sitePaths }), [onPages, sitePaths]);
  return <Outlet context={shared} />;
}

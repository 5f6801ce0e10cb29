import { use, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { applyHead } from '../engine/browser/apply-head';
import { headTags } from '../engine/head';
import { decodePath, notFoundPath } from '../engine/paths';
import { RenderBlocks } from '../engine/browser/render-blocks';
import { useSite } from '../engine/browser/site-context';
import { structuredData } from '../engine/structured-data';
import { IconContext } from '../ui/Icon';
import { loadPage, type PageEntry } from './page-store';

/**
 * Renders a page's blocks once its data and renderers are loaded (suspending until then), and
 * its head tags after client-side navigation. A path in another case is replaced by the page's
 * own path (decisions.md #1).
 */
export function PageView({ entry }: { entry: PageEntry }) {
  const location = useLocation();
  const site = useSite();
  const misspelled = entry.path !== notFoundPath && decodePath(location.pathname) !== entry.path;
  const { page, icons } = use(loadPage(entry));
  useEffect(() => {
    if (!misspelled) applyHead(headTags(page, site, structuredData(page, site)));
  }, [page, site, misspelled]);
  if (misspelled)
    return <Navigate replace to={`${encodeURI(entry.path)}${location.search}${location.hash}`} />;
  return (
    <IconContext.Provider value={icons}>
      <RenderBlocks blocks={page.blocks} />
    </IconContext.Provider>
  );
}

import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { notFound, routedPages } from './page-store';
import { PageView } from './PageView';

// The block catalogue is a development tool: the DEV check drops it (and its chunk) from builds.
const Catalogue = import.meta.env.DEV
  ? lazy(() => import('../engine/browser/catalogue/catalogue-route'))
  : undefined;

/** One route per page file; unknown paths render the 404 page. Matching ignores case (decisions.md #1, #3). */
export function PageRoutes() {
  return (
    <Routes>
      {routedPages.map((entry) => (
        <Route key={entry.path} path={entry.path} element={<PageView entry={entry} />} />
      ))}
      {Catalogue && <Route path="/_catalogue" element={<Catalogue />} />}
      <Route path="*" element={<PageView entry={notFound} />} />
    </Routes>
  );
}

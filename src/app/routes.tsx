import { Route, Routes } from 'react-router-dom';
import { notFound, routedPages } from './page-store';
import { PageView } from './PageView';

/** One route per page file; unknown paths render the 404 page (D3). Matching ignores case. */
export function PageRoutes() {
  return (
    <Routes>
      {routedPages.map((entry) => (
        <Route key={entry.path} path={entry.path} element={<PageView entry={entry} />} />
      ))}
      <Route path="*" element={<PageView entry={notFound} />} />
    </Routes>
  );
}

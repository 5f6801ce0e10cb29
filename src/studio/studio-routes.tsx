import { useParams, type RouteObject } from 'react-router-dom';
import { StudioApp } from './StudioApp';
import { StudioError } from './StudioError';
import { EditorScreen } from './editor/EditorScreen';
import { SiteHealthScreen } from './health/SiteHealthScreen';
import { PageListScreen } from './pages/PageListScreen';

/** The editor of the page the address names; #/edit/ naming none is the page list, as any other address. */
function EditorRoute() {
  return useParams()['*'] ? <EditorScreen /> : <PageListScreen />;
}

/**
 * The studio's addresses, after the # so the server's /studio page (and `npm run studio`) serve
 * them all: #/ the page list, #/edit/<file, encoded> the editor of that page file (with
 * ?field=<pointer, encoded>, opened at that field), #/health every finding of the site.
 */
export const studioRoutes: RouteObject[] = [
  {
    path: '/',
    element: <StudioApp />,
    errorElement: <StudioError />,
    children: [
      { index: true, element: <PageListScreen /> },
      { path: 'edit/*', element: <EditorRoute /> },
      { path: 'health', element: <SiteHealthScreen /> },
      { path: '*', element: <PageListScreen /> },
    ],
  },
];

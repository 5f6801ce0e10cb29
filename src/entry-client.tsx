import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type HydrationState,
} from 'react-router-dom';
import site from 'virtual:site';
import { AppProviders } from './app/AppProviders';
import { createRoutes, entryForRoute, loadPage } from './app/routes';

/**
 * Runs the loaders of the prerendered route before hydrating, so the first client render has the
 * same data and block renderers as the server render. The page chunk and renderers are
 * modulepreloaded by the HTML, so this costs no extra round trip.
 */
async function hydrationData(
  routes: ReturnType<typeof createRoutes>,
): Promise<HydrationState | undefined> {
  const leaf = matchRoutes(routes, window.location)?.at(-1)?.route.id;
  const entry = leaf ? entryForRoute(leaf) : undefined;
  if (!leaf || !entry) return undefined;
  try {
    return {
      loaderData: { [leaf]: await loadPage(entry, { request: new Request(window.location.href) }) },
    };
  } catch {
    return undefined; // the router loads again and shows its error screen
  }
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const routes = createRoutes();
  const prerendered = container.hasChildNodes();
  const router = createBrowserRouter(routes, {
    hydrationData: prerendered ? await hydrationData(routes) : undefined,
  });
  const app = (
    <StrictMode>
      <AppProviders site={site}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

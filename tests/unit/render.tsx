import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { siteSchema, type Site } from '../../src/schema/site';

/** The real site config, parsed as the build parses it. */
export const site: Site = siteSchema.parse(JSON.parse(readFileSync('site.config.json', 'utf8')));

/** Renders UI inside the providers and a router, as on the site. */
export function renderWithSite(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <AppProviders site={site}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

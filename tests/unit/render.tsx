import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { AppProviders } from '../../src/app/AppProviders';
import { siteSchema, type Site } from '../../src/app/site-schema';

/** The real site config, parsed as the build parses it. */
export const site: Site = siteSchema.parse(JSON.parse(readFileSync('site.config.json', 'utf8')));

/** Renders UI inside the site's providers, as the prerender does, on `path`. */
export function renderWithSite(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  return render(
    <AppProviders site={site} frame={site} path={path}>
      {ui}
    </AppProviders>,
  );
}

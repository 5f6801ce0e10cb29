// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SiteHealthReport } from '../../../src/studio/studio-api';

const api = vi.hoisted(() => ({
  fetchSession: vi.fn(() => Promise.resolve({ mode: 'local' as const })),
  fetchSiteHealth: vi.fn<() => Promise<SiteHealthReport>>(),
}));
vi.mock('../../../src/studio/studio-api', async (actual) => ({
  ...(await actual<object>()),
  ...api,
}));
const { SiteHealth } = await import('../../../src/studio/health/SiteHealth');

const showHealth = async (report: SiteHealthReport) => {
  api.fetchSiteHealth.mockResolvedValue(report);
  const router = createMemoryRouter(
    [
      { path: '/', element: <SiteHealth /> },
      { path: '/edit/*', element: <p>the editor</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Site health' });
  return router;
};

describe('the site’s health', () => {
  it('lists each page’s findings where they are, in words, linked to the field', async () => {
    const router = await showHealth({
      pages: [
        {
          file: 'pages/jobs.json',
          path: '/jobs',
          title: 'Jobs',
          findings: [
            { pointer: '/title', message: 'must not be empty', severity: 'error' },
            {
              pointer: '/title',
              message: 'title is 0 characters; search engines show 10–60',
              severity: 'error',
            },
            {
              pointer: '/blocks/2/actions/0/label',
              message: '“Click here” does not say where it leads.',
              severity: 'warning',
              blockType: 'cta',
            },
          ],
        },
      ],
      site: [
        {
          pointer: '/theme/colors/muted',
          message: 'Muted text is hard to read.',
          severity: 'warning',
        },
      ],
    });
    expect(screen.getByText(/1 page cannot go live until fixed/)).toBeVisible();
    const jobs = screen.getByRole('region', { name: '/jobs' });
    expect(jobs).toHaveTextContent('Cannot be saved: 1 problem; 1 thing to improve');
    // An empty title is said to be empty, once, as the editor says it.
    expect(within(jobs).getAllByRole('listitem')).toHaveLength(2);
    expect(jobs).toHaveTextContent('Must not be empty.');
    expect(jobs).not.toHaveTextContent('.json');
    const place = within(jobs).getByRole('link', {
      name: /^Block 3 .* Label\s*, worth improving$/,
    });
    await userEvent.click(place);
    expect(router.state.location.pathname).toBe('/edit/pages%2Fjobs.json');
    expect(new URLSearchParams(router.state.location.search).get('field')).toBe(
      '/blocks/2/actions/0/label',
    );
  });

  it('names the site’s own findings apart, and says when no page has anything to do', async () => {
    await showHealth({
      pages: [],
      site: [
        {
          pointer: '/theme/colors/muted',
          message: 'Muted text is hard to read.',
          severity: 'warning',
        },
      ],
    });
    expect(screen.getByText('No page has anything to fix or improve.')).toBeVisible();
    const site = screen.getByRole('region', { name: 'The whole site' });
    expect(site).toHaveTextContent('Muted text is hard to read.');
  });
});

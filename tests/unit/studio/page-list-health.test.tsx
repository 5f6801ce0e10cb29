// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageListEntry, StudioSession } from '../../../src/studio/studio-api';

const api = vi.hoisted(() => ({
  fetchSession: vi.fn<() => Promise<StudioSession>>(),
  fetchPageList: vi.fn<() => Promise<PageListEntry[]>>(),
}));
vi.mock('../../../src/studio/studio-api', async (actual) => ({
  ...(await actual<object>()),
  ...api,
}));
// The session is asked once per page load: each test loads the list afresh.
const loadList = async () => {
  vi.resetModules();
  return (await import('../../../src/studio/pages/PageList')).PageList;
};

beforeEach(() => {
  api.fetchSession.mockResolvedValue({ mode: 'local' });
  api.fetchPageList.mockResolvedValue([
    { file: 'pages/home.json', path: '/', title: 'Home', problems: 0, warnings: 0 },
    { file: 'pages/about.json', path: '/about', title: 'About', problems: 0, warnings: 2 },
    { file: 'pages/jobs.json', path: '/jobs', title: 'Jobs', problems: 1, warnings: 1 },
    { file: 'pages/team.json', path: '/team', title: 'Team', problems: 0 },
  ]);
});

const showList = async () => {
  const PageList = await loadList();
  const router = createMemoryRouter(
    [
      { path: '/', element: <PageList /> },
      { path: '/edit/*', element: <p>the editor</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  const table = await screen.findByRole('table', { name: 'Pages' });
  const row = (path: string) => within(table).getByRole('link', { name: path }).closest('tr')!;
  return { router, row };
};

describe('the page list’s health', () => {
  it('says in words whether each page is healthy, has things to improve or cannot go live', async () => {
    const { row } = await showList();
    expect(row('/')).toHaveTextContent('Healthy');
    expect(within(row('/about')).getByRole('link', { name: '2 things to improve' })).toBeVisible();
    expect(
      within(row('/jobs')).getByRole('link', {
        name: 'Cannot be saved: 1 problem; 1 thing to improve',
      }),
    ).toBeVisible();
    // An answer without a warning count (an older server) reads as none.
    expect(row('/team')).toHaveTextContent('Healthy');
    expect(within(row('/')).queryByRole('link', { name: /Healthy/ })).toBeNull();
  });

  it('names publishing, not saving, on the running site', async () => {
    api.fetchSession.mockResolvedValue({
      mode: 'server',
      editor: { name: 'Hana', email: 'hana@example.com' },
      staff: false,
      publishing: { review: false, timeZone: 'Asia/Kolkata' },
    } as unknown as StudioSession);
    const { row } = await showList();
    expect(
      await within(row('/jobs')).findByRole('link', { name: /^Cannot be published: 1 problem/ }),
    ).toBeVisible();
  });

  it('opens the page’s editor from its health', async () => {
    const { router, row } = await showList();
    await userEvent.click(within(row('/about')).getByRole('link', { name: /to improve/ }));
    expect(router.state.location.pathname).toBe('/edit/pages%2Fabout.json');
  });
});

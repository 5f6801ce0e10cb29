// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentStatus, PageListEntry } from '../../../src/studio/studio-api';

// The studio's routes with a stand-in for the editor: a field whose text is the unsaved change,
// and a page that fails to show.
const broken = 'pages/broken.json';
vi.mock('../../../src/studio/editor/Editor', () => ({
  Editor: ({ file, onUnsaved }: { file: string; onUnsaved?: (unsaved: boolean) => void }) => {
    if (file === broken) throw new Error(`Cannot read ${broken} at /blocks/0`);
    const [text, setText] = useState('');
    useEffect(() => onUnsaved?.(text !== ''), [onUnsaved, text]);
    return (
      <label>
        Heading of {file}
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
    );
  },
}));
const api = vi.hoisted(() => ({
  fetchSession: vi.fn(() => Promise.resolve({ mode: 'local' as const })),
  fetchPageList: vi.fn<() => Promise<PageListEntry[]>>(),
  fetchContentStatus: vi.fn<() => Promise<ContentStatus>>(),
  listMedia: vi.fn(() => Promise.resolve([])),
}));
vi.mock('../../../src/studio/studio-api', async (actual) => ({
  ...(await actual<object>()),
  ...api,
}));
const { studioRoutes } = await import('../../../src/studio/studio-routes');

beforeEach(() => {
  api.fetchPageList.mockResolvedValue([
    { file: 'pages/careers.json', path: '/careers', title: 'Careers', problems: 0 },
  ]);
  api.fetchContentStatus.mockResolvedValue({ revision: 'a'.repeat(40), pending: [], refused: [] });
});
afterEach(() => vi.restoreAllMocks());

const openStudio = (...addresses: string[]) => {
  const router = createMemoryRouter(studioRoutes, {
    initialEntries: addresses,
    initialIndex: addresses.length - 1,
  });
  render(<RouterProvider router={router} />);
  return router;
};
const pageList = () => screen.findByRole('table', { name: 'Pages' });

describe('the studio’s routes', () => {
  it('opens a page’s editor from its link in the page list, by an address that names it', async () => {
    const router = openStudio('/');
    await userEvent.click(await screen.findByRole('link', { name: '/careers' }));
    expect(await screen.findByLabelText(/Heading of pages\/careers\.json/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/edit/pages%2Fcareers.json');
  });

  it('asks before Back leaves unsaved changes; staying keeps the page and its changes', async () => {
    const router = openStudio('/', '/edit/pages%2Fcareers.json');
    const field = await screen.findByLabelText(/Heading of pages\/careers\.json/);
    await userEvent.type(field, 'New words');

    await act(() => router.navigate(-1));
    const ask = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(ask).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Heading of pages\/careers\.json/)).toHaveValue('New words');
    expect(router.state.location.pathname).toBe('/edit/pages%2Fcareers.json');

    await act(() => router.navigate(-1));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave this page' }));
    expect(await pageList()).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves a page without unsaved changes without asking', async () => {
    const router = openStudio('/', '/edit/pages%2Fcareers.json');
    await screen.findByLabelText(/Heading of pages\/careers\.json/);
    await act(() => router.navigate(-1));
    expect(await pageList()).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says in words that a screen failed, without the error, and leads back to the pages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openStudio(`/edit/${encodeURIComponent(broken)}`);
    const main = await screen.findByRole('main');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveFocus();
    expect(main.textContent).not.toMatch(/broken|\.json|blocks|Cannot read|Error/i);
    await userEvent.click(screen.getByRole('link', { name: /All pages/ }));
    expect(await pageList()).toBeVisible();
  });
});

// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentStatusBar } from '../../../src/studio/content-status/ContentStatusBar';
import type { ContentStatus, PageListEntry } from '../../../src/studio/studio-api';

const api = vi.hoisted(() => ({
  fetchContentStatus: vi.fn<() => Promise<ContentStatus>>(),
  fetchPageList: vi.fn<() => Promise<PageListEntry[]>>(),
}));
vi.mock('../../../src/studio/studio-api', () => api);
const session = vi.hoisted(() => ({
  useStudioSession: vi.fn(),
  siteZone: () => 'Asia/Kolkata',
}));
vi.mock('../../../src/studio/studio-session', () => session);

const commit = (id: string, message: string) => ({
  commit: id.repeat(40),
  author: 'Dev Eloper',
  date: '2026-11-25T10:00:00+05:30',
  message,
});
const calm: ContentStatus = { revision: 'a'.repeat(40), pending: [], refused: [] };

beforeEach(() => {
  api.fetchContentStatus.mockReset();
  api.fetchPageList.mockResolvedValue([
    { file: 'pages/vps-hosting.json', path: '/vps-hosting', title: 'VPS hosting', problems: 1 },
  ]);
  session.useStudioSession.mockReturnValue({ mode: 'server', editor: { name: 'E', email: 'e@x' } });
});

describe('what the studio says about the content on the site', () => {
  it('says nothing while all is well', async () => {
    api.fetchContentStatus.mockResolvedValue(calm);
    const { container } = render(<ContentStatusBar />);
    await vi.waitFor(() => expect(api.fetchContentStatus).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('h2')).toBeNull();
  });

  it('alerts to a commit from git held back, each problem naming its page by path, not its file', async () => {
    api.fetchContentStatus.mockResolvedValue({
      ...calm,
      held: {
        ...commit('b', 'Empty the heading'),
        problems: [
          { file: 'pages/vps-hosting.json', line: 19, col: 7, pointer: '', message: 'too short' },
        ],
      },
    });
    render(<ContentStatusBar />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toBeVisible();
    expect(alert).toHaveTextContent('Dev Eloper');
    expect(alert).toHaveTextContent('Empty the heading');
    const problem = within(alert).getByRole('listitem');
    await vi.waitFor(() => expect(problem).toHaveTextContent('/vps-hosting'));
    expect(problem).toHaveTextContent('too short');
    expect(problem.textContent).not.toMatch(/pages\/|\.json/);
    // Its time on the site's clock, the zone named.
    expect(alert.textContent).toMatch(/25 Nov 2026, 10:00 am IST/);
  });

  it('lists publishes waiting for the content remote in a status region', async () => {
    api.fetchContentStatus.mockResolvedValue({
      ...calm,
      remote: { reachable: false, checkedAt: null, error: 'unreachable' },
      pending: [commit('c', 'Written during the outage')],
    });
    render(<ContentStatusBar />);
    const status = await screen.findByRole('status');
    await vi.waitFor(() => expect(within(status).getByRole('heading')).toBeVisible());
    expect(within(status).getByRole('listitem')).toHaveTextContent('Written during the outage');
  });

  it('asks nothing in the local studio', () => {
    session.useStudioSession.mockReturnValue({ mode: 'local' });
    render(<ContentStatusBar />);
    expect(api.fetchContentStatus).not.toHaveBeenCalled();
  });
});

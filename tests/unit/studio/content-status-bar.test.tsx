// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentStatusBar } from '../../../src/studio/content-status/ContentStatusBar';
import type { ContentStatus } from '../../../src/studio/studio-api';

const api = vi.hoisted(() => ({
  fetchContentStatus: vi.fn<() => Promise<ContentStatus>>(),
}));
vi.mock('../../../src/studio/studio-api', () => api);
const session = vi.hoisted(() => ({ useStudioSession: vi.fn() }));
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

  it('alerts to a commit from git held back, with each problem’s file and line', async () => {
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
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'pages/vps-hosting.json:19 too short',
    );
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

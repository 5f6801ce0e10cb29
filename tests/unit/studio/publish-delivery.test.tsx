// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  publishedText,
  usePublishDelivery,
  type Delivery,
} from '../../../src/studio/editor/use-publish-delivery';
import type { ContentStatus } from '../../../src/studio/studio-api';

const api = vi.hoisted(() => ({
  fetchContentStatus: vi.fn<() => Promise<ContentStatus>>(),
}));
vi.mock('../../../src/studio/studio-api', () => api);

const commit = 'c'.repeat(40);
const waiting = {
  commit,
  author: 'Esha Editor',
  date: '2026-11-27T10:00:00+05:30',
  message: 'Written during the outage',
};
const status = (over: Partial<ContentStatus>): ContentStatus => ({
  revision: commit,
  pending: [],
  refused: [],
  ...over,
});

/** The editor bar's status line after a publish that answered `pending`. */
function Bar() {
  const [delivery, setDelivery] = useState<Delivery | undefined>({ kind: 'pending', commit });
  usePublishDelivery(delivery, setDelivery);
  return <p role="status">{publishedText(delivery)}</p>;
}

beforeEach(() => {
  api.fetchContentStatus.mockReset();
});

describe('what the editor bar says after a publish the content remote has not taken', () => {
  it('says it is published here and waiting, until the remote has it', async () => {
    api.fetchContentStatus.mockResolvedValue(status({ pending: [waiting] }));
    render(<Bar />);
    expect(screen.getByRole('status')).toHaveTextContent(/published here; waiting/i);
    await vi.waitFor(() => expect(api.fetchContentStatus).toHaveBeenCalledTimes(2), {
      timeout: 10_000,
    });
    expect(screen.getByRole('status')).toHaveTextContent(/waiting to reach the content remote/i);
    api.fetchContentStatus.mockResolvedValue(status({}));
    await vi.waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent(/content remote has it now/i),
      { timeout: 10_000 },
    );
  }, 30_000);

  it('says so when the remote refused it instead', async () => {
    api.fetchContentStatus.mockResolvedValue(
      status({ refused: [{ ...waiting, reason: 'changed on the remote' }] }),
    );
    render(<Bar />);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/refused/i), {
      timeout: 10_000,
    });
  }, 30_000);

  it('says only "Published" for a publish the remote took at once', () => {
    expect(publishedText(undefined)).toBe('Published');
  });
});

// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../src/app/RouteErrorBoundary';
import { ChunkLoadError, loadChunk } from '../../src/engine/browser/load-chunk';
import { renderWithSite } from './render';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

describe('route errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows "Unexpected Application Error!" with a way home when a page fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithSite(
      <RouteErrorBoundary resetKey="/x">
        <Throws error={new TypeError('boom')} />
      </RouteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows "Loading chunk failed" with a retry when a chunk cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    renderWithSite(
      <RouteErrorBoundary resetKey="/x">
        <Throws error={error} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('gives up on a chunk after the time-out', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => {}), 120_000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await pending).toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });
});

// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PreviewPane } from '../../../src/studio/editor-parts/PreviewPane';
import type { StudioPreviewApi } from '../../../src/studio/preview/preview-api';
import type { PreviewState } from '../../../src/studio/editor-parts/preview-frame';

const page = { path: '/offer', blocks: [{ type: 'cta', heading: 'One' }] };

function setup() {
  const onSelect = vi.fn();
  const view = render(
    <PreviewPane page={page} selected={null} onSelect={onSelect} revealToken={0} />,
  );
  const frame = screen.getByTitle('Page preview');
  if (!(frame instanceof HTMLIFrameElement)) throw new Error('no frame');
  // The test DOM loads no frame pages: an object that is a valid message source stands in for
  // the frame's window.
  const received: PreviewState[] = [];
  const studioPreview: StudioPreviewApi = {
    render: (state) => received.push(state),
    rendered: 0,
  };
  const frameWindow = Object.assign(new MessageChannel().port1, { studioPreview });
  Object.defineProperty(frame, 'contentWindow', { get: () => frameWindow });
  const post = (
    data: unknown,
    source: MessageEventSource | null = frameWindow,
    origin = window.location.origin,
  ) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
    });
  return { ...view, onSelect, frame, received, post };
}

describe('the preview pane', () => {
  it('hands the page object itself to the frame once it is ready, and every change after', async () => {
    const { received, post, rerender, onSelect } = setup();
    await post({ type: 'studio-preview-ready' });
    expect(received.at(-1)?.page).toBe(page);
    const edited = { ...page, title: 'Edited' };
    rerender(<PreviewPane page={edited} selected={0} onSelect={onSelect} revealToken={1} />);
    expect(received.at(-1)).toEqual({ page: edited, selected: 0, revealToken: 1 });
    expect(received.at(-1)?.page).toBe(edited);
  });

  it('selects the block clicked in the frame', async () => {
    const { post, onSelect } = setup();
    await post({ type: 'studio-select', index: 2 });
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('ignores messages from other windows, other origins and malformed ones', async () => {
    const { post, onSelect } = setup();
    await post({ type: 'studio-select', index: 2 }, window);
    await post({ type: 'studio-select', index: 2 }, undefined, 'http://evil.example');
    await post({ type: 'studio-select', index: -1 });
    await post({ type: 'studio-select', index: '2' });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('switches between a desktop and a 375 px phone frame', async () => {
    const { frame } = setup();
    expect(screen.getByRole('radio', { name: 'Desktop' })).toBeChecked();
    expect(frame.style.width).toBe('1280px');
    await userEvent.click(screen.getByRole('radio', { name: 'Phone 375 px' }));
    expect(frame.style.width).toBe('375px');
    expect(frame.style.transform).toBe('');
    fireEvent.click(screen.getByRole('radio', { name: 'Desktop' }));
    expect(frame.style.width).toBe('1280px');
  });
});

// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBlockRenderers } from '../../../src/blocks/rendering';
import { interceptClicks } from '../../../src/studio/preview/intercept-clicks';
import { createBlockParser } from '../../../src/studio/preview/parse-block';
import { PreviewApp } from '../../../src/studio/preview/PreviewApp';
import { createPreviewStore, type PreviewStore } from '../../../src/studio/preview/preview-store';
import { site } from '../render';

// Which blocks were rendered, and a renderer that throws for one block only (every real renderer
// accepts what its schema parses).
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/blocks/rendering', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/blocks/rendering')>();
  return {
    ...original,
    BlockView: (props: Parameters<typeof original.BlockView>[0]) => {
      rendered.push('heading' in props.block ? String(props.block.heading) : props.block.type);
      if ('heading' in props.block && props.block.heading === 'Renderer fails')
        throw new Error('renderer failed');
      return original.BlockView(props);
    },
  };
});

const cta = (heading: string, href = '/contact') => ({
  type: 'cta',
  heading,
  actions: [{ label: 'Talk to us', href }],
});

let store: PreviewStore;
let stopClicks: () => void;
const selected = vi.fn();

function show(blocks: unknown[], selection: number | null = null, revealToken = 0) {
  store.render({ page: { path: '/offer', blocks }, selected: selection, revealToken });
}

beforeEach(() => {
  store = createPreviewStore({
    parse: createBlockParser(site),
    loadRenderers: loadBlockRenderers,
    schedule: (apply) => queueMicrotask(apply),
  });
  stopClicks = interceptClicks(window, selected);
  window.scrollTo = vi.fn();
});

afterEach(() => {
  stopClicks();
  selected.mockReset();
});

const blockAt = (index: number) => {
  const element = document.querySelector(`[data-studio-block="${index}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no block ${index}`);
  return element;
};

describe('the preview frame', () => {
  it('renders the page inside the site header and footer, with company facts filled in', async () => {
    const onCommit = vi.fn();
    render(<PreviewApp site={site} frame={site} store={store} onCommit={onCommit} />);
    await act(async () => show([cta('Work with {{company.name}}')]));
    await waitFor(() => expect(document.querySelectorAll('[data-studio-block]')).toHaveLength(1));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 2 })).toHaveTextContent(
      `Work with ${site.company.name}`,
    );
    expect(onCommit).toHaveBeenLastCalledWith(expect.objectContaining({ version: 1 }));
  });

  it('shows a problem box for a broken block and for a failing renderer, and the rest of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PreviewApp site={site} frame={site} store={store} onCommit={() => {}} />);
    await act(async () =>
      show([
        cta('Before'),
        { type: 'cta', heading: 'No buttons' },
        cta('Renderer fails'),
        cta('After'),
      ]),
    );
    await waitFor(() => expect(document.querySelectorAll('[data-studio-block]')).toHaveLength(4));
    expect(within(blockAt(0)).getByRole('heading')).toHaveTextContent('Before');
    expect(within(blockAt(1)).getByRole('note')).toHaveTextContent('actions');
    expect(within(blockAt(2)).getByRole('note')).toHaveTextContent('renderer failed');
    expect(within(blockAt(3)).getByRole('heading')).toHaveTextContent('After');
  });

  it('shows the repaired block again once the marketer fixes it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PreviewApp site={site} frame={site} store={store} onCommit={() => {}} />);
    await act(async () => show([cta('Renderer fails')]));
    await waitFor(() => expect(within(blockAt(0)).getByRole('note')).toBeInTheDocument());
    await act(async () => show([cta('Renderer works')]));
    await waitFor(() =>
      expect(within(blockAt(0)).getByRole('heading')).toHaveTextContent('Renderer works'),
    );
    expect(within(blockAt(0)).queryByRole('note')).not.toBeInTheDocument();
  });

  it('marks the selected block with its type, not by colour alone', async () => {
    render(<PreviewApp site={site} frame={site} store={store} onCommit={() => {}} />);
    await act(async () => show([cta('One'), cta('Two')], 1));
    await waitFor(() => expect(blockAt(1)).toHaveTextContent(/cta/));
    expect(blockAt(0).textContent).not.toMatch(/^\d+\. cta/);
    await act(async () => show([cta('One'), cta('Two')], 0));
    await waitFor(() => expect(blockAt(0).textContent).toMatch(/^1\. cta/));
    expect(blockAt(1).textContent).not.toMatch(/^2\. cta/);
  });

  it('selects the block a link is clicked in instead of following the link', async () => {
    render(<PreviewApp site={site} frame={site} store={store} onCommit={() => {}} />);
    await act(async () => show([cta('One'), cta('Two', 'https://example.com/elsewhere')]));
    const link = await waitFor(() => within(blockAt(1)).getByRole('link'));
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(selected).toHaveBeenCalledWith(1);
    expect(window.location.href).not.toContain('elsewhere');
  });

  it('re-renders only the block that was edited', async () => {
    render(<PreviewApp site={site} frame={site} store={store} onCommit={() => {}} />);
    const blocks = [cta('One'), cta('Two'), cta('Three')];
    await act(async () => show(blocks));
    await waitFor(() => expect(document.querySelectorAll('[data-studio-block]')).toHaveLength(3));
    rendered.length = 0;
    await act(async () => show([blocks[0], cta('Two edited'), blocks[2]]));
    await waitFor(() => expect(blockAt(1)).toHaveTextContent('Two edited'));
    expect(rendered).toEqual(['Two edited']);
  });

  it('keeps the blocks below an inserted one as they were, without rendering them again', async () => {
    render(<PreviewApp site={site} frame={site} store={store} onCommit={() => {}} />);
    const blocks = [cta('One'), cta('Two'), cta('Three')];
    await act(async () => show(blocks));
    await waitFor(() => expect(document.querySelectorAll('[data-studio-block]')).toHaveLength(3));
    const twoHeading = within(blockAt(1)).getByRole('heading');
    rendered.length = 0;
    await act(async () => show([blocks[0], cta('Inserted'), blocks[1], blocks[2]]));
    await waitFor(() => expect(document.querySelectorAll('[data-studio-block]')).toHaveLength(4));
    expect(rendered).toEqual(['Inserted']);
    expect(within(blockAt(2)).getByRole('heading')).toBe(twoHeading);
    expect(blockAt(3)).toHaveTextContent('Three');
  });

  it('scrolls the selected block into view when asked, and not on every edit', async () => {
    render(<PreviewApp site={site} frame={site} store={store} onCommit={() => {}} />);
    await act(async () => show([cta('One'), cta('Two')], 1, 1));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(1));
    await act(async () => show([cta('One'), cta('Two edited')], 1, 1));
    await waitFor(() => expect(blockAt(1)).toHaveTextContent('Two edited'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    await act(async () => show([cta('One'), cta('Two edited')], 1, 2));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(2));
  });
});

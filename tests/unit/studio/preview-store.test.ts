import { describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../src/blocks';
import {
  createBlockParser,
  type PreviewBlockResult,
} from '../../../src/studio/preview/parse-block';
import { createPreviewStore } from '../../../src/studio/preview/preview-store';

const cta = (heading: string) => ({
  type: 'cta',
  heading,
  actions: [{ label: 'Write to us', opens: 'enquiry' }],
});
const faq = { type: 'faq', items: [{ question: 'Why?', answer: 'Because.' }] };
const page = (...blocks: unknown[]) => ({ path: '/offer', blocks });

/** A store whose animation frames run when the test says so. */
function setup(loadRenderers = vi.fn(async (_blocks: readonly Block[]) => {})) {
  const frames: (() => void)[] = [];
  const store = createPreviewStore({
    parse: createBlockParser({ company: { name: 'Example Co' } }),
    loadRenderers,
    schedule: (apply) => frames.push(apply),
  });
  const nextFrame = async () => {
    for (const apply of frames.splice(0)) apply();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { store, nextFrame, loadRenderers };
}

/** The headings of a model's cta blocks, as the preview would show them. */
const headings = (blocks: readonly PreviewBlockResult[] | undefined) =>
  blocks?.map((r) =>
    r.ok && r.block.type === 'cta' ? r.block.heading : r.ok ? r.block.type : '!',
  );

describe('the preview state', () => {
  it('shows only the last of several states sent within one frame', async () => {
    const { store, nextFrame } = setup();
    const changes = vi.fn();
    store.subscribe(changes);
    store.render({ page: page(cta('One')), selected: null, revealToken: 0 });
    store.render({ page: page(cta('Two')), selected: 0, revealToken: 1 });
    expect(store.getModel()).toBeUndefined();
    await nextFrame();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(headings(store.getModel()?.blocks)).toEqual(['Two']);
    expect(store.getModel()).toMatchObject({
      path: '/offer',
      selected: 0,
      revealToken: 1,
      version: 1,
    });
  });

  it('loads the renderer of a block type before showing it, and only once', async () => {
    const { store, nextFrame, loadRenderers } = setup();
    store.render({ page: page(cta('One')), selected: null, revealToken: 0 });
    await nextFrame();
    store.render({ page: page(cta('One'), cta('Two')), selected: null, revealToken: 0 });
    await nextFrame();
    expect(loadRenderers).toHaveBeenCalledTimes(1);
    store.render({ page: page(cta('One'), faq), selected: null, revealToken: 0 });
    await nextFrame();
    expect(loadRenderers).toHaveBeenCalledTimes(2);
    expect(loadRenderers.mock.lastCall?.[0].map((b) => b.type)).toEqual(['faq']);
    expect(store.getModel()?.blocks.map((r) => r.ok)).toEqual([true, true]);
    expect(store.getModel()?.version).toBe(3);
  });

  it('does not show a state that a newer one replaced while its renderers loaded', async () => {
    let finish = () => {};
    const slow = vi.fn(
      (_blocks: readonly Block[]) => new Promise<void>((resolve) => (finish = resolve)),
    );
    const { store, nextFrame } = setup(slow);
    const shown: unknown[] = [];
    store.subscribe(() => shown.push(headings(store.getModel()?.blocks)));
    store.render({ page: page(faq), selected: null, revealToken: 0 });
    await nextFrame();
    store.render({ page: page(cta('Newer')), selected: null, revealToken: 0 });
    finish(); // the faq renderer arrives while the newer state waits for its frame
    await nextFrame();
    finish();
    await nextFrame();
    expect(shown).toEqual([['Newer']]);
  });

  it('shows a page without a block list as empty rather than failing', async () => {
    const { store, nextFrame } = setup();
    store.render({ page: { path: 'no slash', blocks: 'none' }, selected: null, revealToken: 0 });
    await nextFrame();
    expect(store.getModel()).toMatchObject({ path: '/', blocks: [] });
  });
});

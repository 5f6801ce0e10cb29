import type { Block } from '../../blocks';
import { createBlockKeys } from './block-keys';
import type { PreviewState } from '../editor-parts/preview-frame';
import { buildModel, type PreviewModel } from './preview-model';
import type { PreviewBlockResult } from './parse-block';

export interface PreviewStore {
  /** Takes a new state; several in one frame are applied once, the last one winning. */
  render(state: PreviewState): void;
  subscribe(listener: () => void): () => void;
  getModel(): PreviewModel | undefined;
}

interface StoreOptions {
  parse: (raw: unknown) => PreviewBlockResult;
  /** Loads the renderers of these blocks (the engine's loadBlockRenderers). */
  loadRenderers: (blocks: readonly Block[]) => Promise<void>;
  schedule?: (apply: () => void) => void;
  onError?: (error: unknown) => void;
}

/**
 * Holds the state the frame shows. Keystrokes can arrive faster than the screen refreshes, so
 * states are applied at most once per animation frame; a block type the page did not use before
 * has its renderer loaded first.
 */
export function createPreviewStore(options: StoreOptions): PreviewStore {
  const schedule = options.schedule ?? ((apply) => requestAnimationFrame(apply));
  const listeners = new Set<() => void>();
  const loadedTypes = new Set<string>();
  const keysFor = createBlockKeys();
  let pending: PreviewState | undefined;
  let model: PreviewModel | undefined;
  let version = 0;
  let started = 0;

  const publish = (next: PreviewModel) => {
    model = next;
    for (const listener of listeners) listener();
  };

  const apply = () => {
    const state = pending;
    pending = undefined;
    if (!state) return;
    const run = ++started;
    const next = buildModel(state, options.parse, keysFor, version + 1);
    const blocks = next.blocks.flatMap((result) => (result.ok ? [result.block] : []));
    const missing = blocks.filter((block) => !loadedTypes.has(block.type));
    if (missing.length === 0) {
      version = next.version;
      publish(next);
      return;
    }
    options.loadRenderers(missing).then(
      () => {
        for (const block of missing) loadedTypes.add(block.type);
        // A newer state (applied or waiting) supersedes this one.
        if (run !== started || pending) return;
        version = next.version;
        publish(next);
      },
      (error: unknown) => options.onError?.(error),
    );
  };

  return {
    render(state) {
      const idle = pending === undefined;
      pending = state;
      if (idle) schedule(apply);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getModel: () => model,
  };
}

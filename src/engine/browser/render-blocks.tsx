import type { ReactNode } from 'react';
import type { BlockProps } from './block-props';

/** A block's renderer: the default export of the module its definition loads. */
type Renderer<B> = (props: BlockProps<B>) => ReactNode;

/** What rendering needs of each block type of a site: its renderer, loaded lazily. */
export type RendererRegistry<B extends { type: string }> = {
  [K in B['type']]: { load: () => Promise<{ default: Renderer<Extract<B, { type: K }>> }> };
};

/**
 * Rendering for a site's blocks, `B` being the union of its blocks: the site calls it once with
 * its block list by type (src/blocks/rendering.ts), so the engine never imports the blocks.
 * Each renderer is its own chunk: a page loads the renderers it needs before it renders.
 */
export function blockRendering<B extends { type: string }>(registry: RendererRegistry<B>) {
  const loaded = new Map<string, Renderer<B>>();

  async function loadOne(type: B['type']): Promise<void> {
    if (loaded.has(type)) return;
    const module = await registry[type].load();
    // Stored under its own type, and only ever given blocks of that type (BlockView).
    loaded.set(type, module.default as Renderer<B>);
  }

  /** Loads the renderers a list of blocks needs; the page renders only after they are in. */
  async function loadBlockRenderers(blocks: readonly B[]): Promise<void> {
    const types = new Set<B['type']>(blocks.map((b) => b.type));
    await Promise.all([...types].map((type) => loadOne(type)));
  }

  /** Renders one block with its (already loaded) renderer, for callers that wrap each block. */
  function BlockView({ block, index }: { block: B; index: number }) {
    const Renderer = loaded.get(block.type);
    if (!Renderer) throw new Error(`block renderer "${block.type}" was not loaded`);
    return <Renderer block={block} index={index} />;
  }

  /** Renders a page's blocks in order with their (already loaded) renderers. */
  function RenderBlocks({ blocks }: { blocks: readonly B[] }) {
    return (
      <>
        {blocks.map((block, index) => (
          <BlockView key={index} block={block} index={index} />
        ))}
      </>
    );
  }

  return { loadBlockRenderers, BlockView, RenderBlocks };
}

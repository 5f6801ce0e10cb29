import type { ComponentType } from 'react';
import { blockRegistry } from '../../blocks';
import type { Block, BlockType } from '../../blocks';
import type { BlockProps } from './block-props';

type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;
type Renderers = { [K in BlockType]?: ComponentType<BlockProps<BlockOf<K>>> };

const loaded: Renderers = {};

async function loadOne<K extends BlockType>(type: K): Promise<void> {
  if (loaded[type]) return;
  const load: () => Promise<{ default: ComponentType<BlockProps<BlockOf<K>>> }> =
    blockRegistry[type].load;
  const module = await load();
  const renderers: { [P in K]?: ComponentType<BlockProps<BlockOf<P>>> } = loaded;
  renderers[type] = module.default;
}

/** Loads the renderers a list of blocks needs; the page renders only after they are in. */
export async function loadBlockRenderers(blocks: readonly Block[]): Promise<void> {
  await Promise.all([...new Set(blocks.map((b) => b.type))].map((type) => loadOne(type)));
}

/** Renders one block with its (already loaded) renderer, for callers that wrap each block. */
export function BlockView<K extends BlockType>({
  block,
  index,
}: {
  block: BlockOf<K>;
  index: number;
}) {
  const renderers: { [P in K]?: ComponentType<BlockProps<BlockOf<P>>> } = loaded;
  const type: K = block.type;
  const Renderer: ComponentType<BlockProps<BlockOf<K>>> | undefined = renderers[type];
  if (!Renderer) throw new Error(`block renderer "${block.type}" was not loaded`);
  return <Renderer block={block} index={index} />;
}

/** Renders a page's blocks in order with their (already loaded) renderers. */
export function RenderBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} index={index} />
      ))}
    </>
  );
}

import { blockRendering } from '../engine/browser/render-blocks';
import { blockRegistry, type Block } from './index';

/** The engine's block rendering, given this site's blocks: each renderer loads on first use. */
export const { loadBlockRenderers, BlockView, RenderBlocks } = blockRendering<Block>(blockRegistry);

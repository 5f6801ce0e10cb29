import { pageBlocks } from '../engine/islands/PageBlocks';
import { blockRegistry, type Block } from './index';
import { BlockView } from './rendering';

/** A page's blocks as the prerender writes them, islands in their roots (the entry renders it). */
export const PageBlocks = pageBlocks<Block>(blockRegistry, BlockView);

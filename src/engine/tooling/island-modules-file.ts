import { existsSync } from 'node:fs';
import { blockFolder } from '../../blocks/folders';
import { blockRegistry } from '../../blocks';
import type { BlockType } from '../../blocks';

export const islandModulesFile = 'src/engine/tooling/island-sources.generated.ts';

/**
 * The source of `island-sources.generated.ts`: the code module of every block that is not static,
 * by its definition, as a file path. The build makes each one its own chunk and the prerender
 * writes the chunk's URL on the island's root, so the islands loader holds no list of blocks and a
 * new island adds nothing to the pages without it. A React island is its folder's `Block.tsx`; a
 * script is its folder's `enhance.ts`. Plain data, so the Vite config can read it.
 */
export function islandModulesSource(root = '.'): string {
  const lines: string[] = [];
  for (const type of Object.keys(blockRegistry) as BlockType[]) {
    const { hydrate } = blockRegistry[type];
    if (hydrate === 'static') continue;
    const file = `src/blocks/${blockFolder(type)}/${'script' in hydrate ? 'enhance.ts' : 'Block.tsx'}`;
    if (!existsSync(`${root}/${file}`))
      throw new Error(`${file}: the ${type} block is an island without this module`);
    lines.push(`  ${type}: '${file}',`);
  }
  return [
    '// Written by `npm run schemas` from the block list (src/blocks/index.ts); do not edit.',
    '',
    '/** The code of each block that is an island, by block type: its source file. */',
    'export const blockIslandSources: Record<string, string> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

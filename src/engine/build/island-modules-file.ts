import { existsSync } from 'node:fs';
import { blockFolder } from '../../blocks/folders';
import { blockRegistry } from '../../blocks/registry';
import type { BlockType } from '../../blocks/schemas';

export const islandModulesFile = 'src/engine/islands/block-islands.generated.ts';

/**
 * The source of `block-islands.generated.ts`: the code module of every block that is not static,
 * by its registry entry. The islands loader imports this list instead of the registry, so a page
 * downloads no reference to the static blocks (each one made the loader larger). A React island
 * is its folder's `Block.tsx`; a script is its folder's `enhance.ts`.
 */
export function islandModulesSource(root = '.'): string {
  const lines: string[] = [];
  for (const type of Object.keys(blockRegistry) as BlockType[]) {
    const { hydrate } = blockRegistry[type];
    if (hydrate === 'static') continue;
    const script = 'script' in hydrate;
    const file = `${blockFolder(type)}/${script ? 'enhance' : 'Block'}`;
    if (!existsSync(`${root}/src/blocks/${file}.${script ? 'ts' : 'tsx'}`))
      throw new Error(`src/blocks/${file}: the ${type} block is an island without this module`);
    lines.push(
      `  ${type}: { kind: '${script ? 'script' : 'react'}', load: () => import('../../blocks/${file}') },`,
    );
  }
  return [
    '// Written by `npm run schemas` from src/blocks/registry.ts; do not edit.',
    "import type { IslandModule } from './island-names';",
    '',
    '/** The code of each block that is an island, by block type. */',
    'export const blockIslands: Record<string, IslandModule> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

import type { shellIslands } from '../islands/island-names';
import { blockIslandSources } from './island-sources.generated';

/** The shell's islands (header menus, floating cluster), by name: their source files. */
const shellIslandSources: Record<keyof typeof shellIslands, string> = {
  menus: 'src/layout/menus.ts',
  floatingCluster: 'src/layout/FloatingCluster.tsx',
};

/** Every island's code, by island name: a source file relative to the project root. */
export function islandSources(): Record<string, string> {
  return { ...shellIslandSources, ...blockIslandSources };
}

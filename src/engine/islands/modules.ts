import { blockIslands } from './block-islands.generated';
import { shellIslands, type IslandModule } from './island-names';

export type { IslandModule };

const shellModules: Record<keyof typeof shellIslands, IslandModule> = {
  menus: { kind: 'script', load: () => import('../../layout/menus') },
  floatingCluster: { kind: 'react', load: () => import('../../layout/FloatingCluster') },
};

const isShellIsland = (name: string): name is keyof typeof shellModules =>
  Object.hasOwn(shellModules, name);

/** The module an island's root names, or undefined for a name this build does not know. */
export function islandModule(name: string): IslandModule | undefined {
  if (isShellIsland(name)) return shellModules[name];
  return Object.hasOwn(blockIslands, name) ? blockIslands[name] : undefined;
}

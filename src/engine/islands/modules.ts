import type { ReactNode } from 'react';
import { blockRegistry, type Enhancer } from '../../blocks/registry';
import type { BlockType } from '../../blocks/schemas';
import { shellIslands } from './island-names';

/** What wakes an island: a React component hydrated with its props, or a plain-DOM script. */
export type IslandModule =
  | { kind: 'react'; load: () => Promise<{ default: (props: never) => ReactNode }> }
  | { kind: 'script'; load: () => Promise<{ default: Enhancer }> };

const shellModules: Record<keyof typeof shellIslands, IslandModule> = {
  menus: { kind: 'script', load: () => import('../../layout/menus') },
  floatingCluster: { kind: 'react', load: () => import('../../layout/FloatingCluster') },
};

const isShellIsland = (name: string): name is keyof typeof shellModules =>
  Object.hasOwn(shellModules, name);
const isBlockType = (name: string): name is BlockType => Object.hasOwn(blockRegistry, name);

/** The module an island's root names, or undefined for a name this build does not know. */
export function islandModule(name: string): IslandModule | undefined {
  if (isShellIsland(name)) return shellModules[name];
  if (!isBlockType(name)) return undefined;
  const { load, hydrate } = blockRegistry[name];
  if (hydrate === 'static') return undefined;
  if ('script' in hydrate) return { kind: 'script', load: hydrate.enhance };
  return { kind: 'react', load };
}

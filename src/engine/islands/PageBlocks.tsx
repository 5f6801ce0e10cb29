import { Fragment, type ComponentType } from 'react';
import type { Hydration } from '../block-definition';
import { Island } from './Island';

/**
 * A site's page blocks as the prerender writes them: static blocks as plain HTML, each island
 * inside its root element with the block's data, as its definition declares. Given how each
 * block type hydrates and the view that renders one block (src/blocks/page-blocks.tsx).
 */
export function pageBlocks<B extends { type: string }>(
  hydration: { [K in B['type']]: { hydrate: Hydration } },
  BlockView: ComponentType<{ block: B; index: number }>,
) {
  return function PageBlocks({ blocks }: { blocks: readonly B[] }) {
    return blocks.map((block, index) => {
      const type: B['type'] = block.type;
      const { hydrate } = hydration[type];
      const view = <BlockView block={block} index={index} />;
      if (hydrate === 'static') return <Fragment key={index}>{view}</Fragment>;
      if ('script' in hydrate)
        return (
          <Island key={index} mark={{ name: block.type, when: hydrate.script, script: true }}>
            {view}
          </Island>
        );
      return (
        <Island
          key={index}
          mark={{ name: block.type, when: hydrate.island }}
          props={{ block, index }}
        >
          {view}
        </Island>
      );
    });
  };
}

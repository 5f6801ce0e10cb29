import { Fragment } from 'react';
import { blockRegistry } from '../../blocks';
import type { Block } from '../../blocks';
import { BlockView } from '../browser/render-blocks';
import { Island } from './Island';

/**
 * A page's blocks as the prerender writes them: static blocks as plain HTML, each island inside its
 * root element with the block's data, as the registry declares it.
 */
export function PageBlocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    const { hydrate } = blockRegistry[block.type];
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
}

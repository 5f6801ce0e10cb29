import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blocks } from '../../../../src/blocks';
import { defineBlock } from '../../../../src/engine/block-definition';
import { field } from '../../../../src/server/new-page/project';
import {
  blockList,
  draftBlockTypes,
  draftSchema,
} from '../../../../src/server/studio/brief/model-prompt';

const quoteBlock = (draft?: boolean) =>
  defineBlock({
    schema: z.strictObject({ type: z.literal('pullQuote'), text: z.string() }),
    load: () => Promise.resolve({ default: () => null }),
    hydrate: 'static',
    listing: { group: 'Content' },
    ...(draft === undefined ? {} : { draft }),
  });

describe('the blocks a page drafted from a brief may use', () => {
  it('are the content blocks that declare draft: true, in the order blocks are listed', () => {
    expect(draftBlockTypes()).toEqual([
      'caseStudy',
      'comparisonTable',
      'cta',
      'faq',
      'featureGrid',
      'hero',
      'legalSections',
      'mediaText',
      'richText',
      'stats',
      'steps',
      'tabs',
    ]);
  });

  it('take a new block by its own flag alone, and leave out one without it', () => {
    expect(draftBlockTypes([...blocks, quoteBlock(true)])).toContain('pullQuote');
    expect(draftBlockTypes([...blocks, quoteBlock()])).not.toContain('pullQuote');
    expect(draftBlockTypes([...blocks, quoteBlock(false)])).not.toContain('pullQuote');
  });

  it('are the only blocks in the schema and the list the model is given', () => {
    const schema = draftSchema();
    const items = field(field(field(schema, 'properties'), 'blocks'), 'items');
    expect(field(items, 'properties')).toEqual({
      type: { enum: draftBlockTypes(), description: 'The kind of block.' },
    });
    const listed = blockList(schema)
      .split('\n')
      .map((line) => /^- (\w+): \S/.exec(line)?.[1]);
    expect(listed).toEqual(draftBlockTypes());
  });
});

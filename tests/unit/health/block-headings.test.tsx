// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blocks, blockSchema } from '../../../src/blocks';
import { blockFolder } from '../../../src/blocks/folders';
import { loadBlockRenderers, RenderBlocks } from '../../../src/blocks/rendering';
import { isRecord } from '../../../src/schema/is-record';
import { renderWithSite } from '../render';

const step = (value: unknown, key: string): unknown =>
  isRecord(value) ? value[key] : Array.isArray(value) ? value[Number(key)] : undefined;

// The health checks read a page's headings from each block's declaration, so the command line
// needs no renderer (decisions.md #104); the declarations must say what the HTML shows.
describe('block headings', () => {
  it.each(blocks.map((b) => [b.type, b] as const))(
    'declares the headings %s renders',
    async (type, block) => {
      const file = `src/blocks/${blockFolder(type)}/example.json`;
      const example = blockSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      await loadBlockRenderers([example]);
      const { container } = renderWithSite(<RenderBlocks blocks={[example]} />);
      await screen.findAllByText(/\S/);
      const rendered = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
        Number(h.tagName.slice(1)),
      );
      const declared = block.headingsOf(example);
      expect(declared.map((h) => h.level)).toEqual(rendered);
      // Each points at the words it shows, so a warning about it appears at that field.
      for (const { pointer } of declared.filter((h) => h.pointer !== '')) {
        const value = pointer.split('/').slice(1).reduce<unknown>(step, example);
        expect(typeof value, `${type} ${pointer}`).toBe('string');
      }
    },
  );
});

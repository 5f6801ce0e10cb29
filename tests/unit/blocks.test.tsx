// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockFolder } from '../../src/blocks/folders';
import { blockRegistry } from '../../src/blocks';
import { blockSchema, blockTypes } from '../../src/blocks';
import { loadBlockRenderers, RenderBlocks } from '../../src/blocks/rendering';
import { renderWithSite } from './render';

describe('block registry', () => {
  it('has a renderer for every block type and a folder named after it', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([...blockTypes].sort());
    for (const type of blockTypes) {
      expect(existsSync(`src/blocks/${blockFolder(type)}/Block.tsx`), type).toBe(true);
      // Its schema is its folder's, or, for a back-office application's block, the words the
      // application declares beside it (decisions.md #96).
      const folder = `src/blocks/${blockFolder(type)}`;
      const declared =
        existsSync(`${folder}/schema.ts`) ||
        /from '\.\.\/\.\.\/back-office\/[\w-]+\/words'/.test(
          readFileSync(`${folder}/index.ts`, 'utf8'),
        );
      expect(declared, type).toBe(true);
    }
  });

  it('has no block folder that is missing from the registry', () => {
    const folders = readdirSync('src/blocks', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.sort()).toEqual(blockTypes.map(blockFolder).sort());
  });

  it.each(blockTypes.map((type) => [type]))('renders the example of %s', async (type) => {
    const file = `src/blocks/${blockFolder(type)}/example.json`;
    const example = blockSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(example.type).toBe(type);
    await loadBlockRenderers([example]);
    const { container } = renderWithSite(<RenderBlocks blocks={[example]} />);
    await screen.findAllByText(/\S/);
    expect(container.textContent?.length).toBeGreaterThan(0);
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockFolder } from '../../../src/blocks/folders';
import { blockTypes } from '../../../src/blocks';
import { CatalogueError } from '../../../src/engine/tooling/catalogue/catalogue-data';
import { blockCatalogue } from '../../../src/app/project';
import { catalogueMarkdown } from '../../../src/engine/tooling/catalogue/markdown';
import { tempProject, tsx } from '../../../scripts/temp-project';
import { blocks, listFiles } from '../../../scripts/registries';

const blockFolders = readdirSync('src/blocks', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('block catalogue', () => {
  it.each(blockFolders.map((folder) => [folder]))(
    'has a valid example.json for the %s block',
    (folder) => {
      expect(
        existsSync(`src/blocks/${folder}/example.json`),
        `src/blocks/${folder}/example.json`,
      ).toBe(true);
      const entry = blockCatalogue().find((e) => e.folder === `src/blocks/${folder}`);
      expect(entry, `${folder} is not registered in src/blocks/schemas.ts`).toBeDefined();
      expect(entry?.example.type).toBe(entry?.type);
    },
  );

  it('docs/blocks.md is current (run "npm run catalogue" after changing a block)', () => {
    expect(readFileSync('docs/blocks.md', 'utf8')).toBe(catalogueMarkdown(blockCatalogue()));
  });

  it('documents every field of a block with its type, default and description', () => {
    const grid = blockCatalogue().find((e) => e.type === 'featureGrid');
    const row = (field: string) => grid?.rows.find((r) => r.field === field);
    expect(row('columns')).toMatchObject({ type: 'one of 2, 3, 4', required: false, default: '3' });
    expect(row('cards')).toMatchObject({
      required: true,
      type: 'list of objects; at least 1 item',
    });
    expect(row('cards[].title')).toMatchObject({ required: true, type: 'text, not empty' });
    expect(row('cards[].action.opens')).toMatchObject({
      type: 'one of "enquiry", "application", "getInTouch"',
      description: expect.stringContaining('Only in an object with "opens".'),
    });
    expect(row('cards[].image.src')?.type).toContain('a file under public/');
  });

  it('words a list of plain alternatives by their values, not as objects', () => {
    const table = blockCatalogue().find((e) => e.type === 'comparisonTable');
    expect(table?.rows.find((r) => r.field === 'rows[].cells')?.type).toBe(
      'list, each either text (not empty), or true / false; at least 1 item',
    );
  });

  it('refuses a block without an example, naming the file to add', () => {
    const missing = `src/blocks/${blockFolder('faq')}/example.json`;
    const build = () =>
      blockCatalogue({
        readExample: (file) => (file === missing ? undefined : readFileSync(file, 'utf8')),
      });
    expect(build).toThrow(CatalogueError);
    expect(build).toThrow(`${missing} is missing`);
  });

  it('refuses an example that does not validate against its block', () => {
    const file = `src/blocks/${blockFolder('cta')}/example.json`;
    const build = () =>
      blockCatalogue({
        readExample: (f) =>
          f === file ? JSON.stringify({ type: 'cta', actions: [] }) : readFileSync(f, 'utf8'),
      });
    expect(build).toThrow(/cta\/example\.json \/\s+missing required field "heading"/);
  });

  it(
    'lists a newly registered block with no extra step, once it has an example',
    { timeout: 120_000 },
    async () => {
      const project = tempProject('catalogue');
      try {
        const dir = join(project.dir, 'src/blocks/quote');
        mkdirSync(dir);
        writeFileSync(
          join(dir, 'schema.ts'),
          `import { z } from 'zod';
export const quoteSchema = z
  .strictObject({
    type: z.literal('quote'),
    text: z.string().min(1).describe('What the client said.'),
    author: z.string().default('A client').describe('Who said it.'),
  })
  .describe('A client quote.');
`,
        );
        writeFileSync(
          join(dir, 'Block.tsx'),
          `import type { BlockProps } from '../../engine/browser/block-props';
import type { z } from 'zod';
import type { quoteSchema } from './schema';
export default function Quote({ block }: BlockProps<z.output<typeof quoteSchema>>) {
  return <blockquote>{block.text}</blockquote>;
}
`,
        );
        writeFileSync(
          join(dir, 'index.ts'),
          `import { defineBlock } from '../../engine/block-definition';
import { quoteSchema } from './schema';
export default defineBlock({
  schema: quoteSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Content' },
});
`,
        );
        // The block list is written from the folders, as `npm run schemas` writes it.
        for (const [path, text] of Object.entries(await listFiles(blocks, project.dir)))
          writeFileSync(join(project.dir, path), text);
        const run = (...args: string[]) =>
          spawnSync(process.execPath, [...tsx, 'scripts/catalogue.ts', ...args], {
            cwd: project.dir,
            encoding: 'utf8',
          });

        const withoutExample = run('--check');
        expect(withoutExample.status).toBe(1);
        expect(withoutExample.stderr).toContain('src/blocks/quote/example.json is missing');

        writeFileSync(
          join(dir, 'example.json'),
          '{ "type": "quote", "text": "They shipped on time." }\n',
        );
        expect(run('--check').status).toBe(1); // stale now
        expect(run().status).toBe(0);
        const markdown = readFileSync(join(project.dir, 'docs/blocks.md'), 'utf8');
        expect(markdown).toContain('## quote');
        expect(markdown).toContain('| `author` | text | no | `"A client"` | Who said it. |');
        expect(run('--check').status).toBe(0);
      } finally {
        project.remove();
      }
    },
  );

  it('covers every registered block type', () => {
    expect(blockCatalogue().map((e) => e.type)).toEqual([...blockTypes]);
  });
});

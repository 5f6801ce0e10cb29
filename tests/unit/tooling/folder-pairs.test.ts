import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderPairs } from '../../../scripts/folder-pairs';

const scratch = mkdtempSync(join(tmpdir(), 'folder-pairs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(scratch, 'p-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('folders under src/ that import each other', () => {
  it('are none: each layer imports only the ones under it (docs/architecture.md)', () => {
    const pairs = folderPairs();
    expect(
      pairs.map(({ pair, examples }) => `${pair.join(' ⇄ ')}: ${examples.join('; ')}`),
    ).toEqual([]);
  });

  it('are found through type imports, re-exports and dynamic imports', () => {
    const root = project({
      'src/engine/render.ts': "export type { Block } from '../blocks';\n",
      'src/blocks/index.ts': "export const load = () => import('../engine/render');\n",
      'src/entry-server.tsx': "import type { Block } from './blocks';\nexport type B = Block;\n",
      'src/schema/page.ts': 'export const page = 1;\n',
    });
    expect(folderPairs(root)).toEqual([
      {
        pair: ['src/blocks', 'src/engine'],
        examples: [
          ['src/blocks/index.ts', 'src/engine/render.ts'],
          ['src/engine/render.ts', 'src/blocks/index.ts'],
        ],
      },
    ]);
  });
});

/**
 * `npm run catalogue`: writes docs/blocks.md, the block catalogue for marketers, from the block
 * schemas and their example.json files. `--check` only reports whether it is stale.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CatalogueError } from '../src/engine/tooling/catalogue/catalogue-data';
import { blockCatalogue } from '../src/app/project';
import { catalogueMarkdown } from '../src/engine/tooling/catalogue/markdown';

export const catalogueFile = 'docs/blocks.md';

let text: string;
try {
  text = catalogueMarkdown(blockCatalogue());
} catch (error) {
  if (!(error instanceof CatalogueError)) throw error;
  console.error(error.message);
  process.exit(1);
}
let current = '';
try {
  current = readFileSync(catalogueFile, 'utf8');
} catch {
  // missing counts as stale
}
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(
      `${catalogueFile} is out of date with the blocks: run "npm run catalogue" and commit it.`,
    );
    process.exit(1);
  }
  console.log(`${catalogueFile} is up to date`);
} else if (current === text) {
  console.log(`${catalogueFile} is up to date`);
} else {
  mkdirSync(dirname(catalogueFile), { recursive: true });
  writeFileSync(catalogueFile, text);
  console.log(`wrote ${catalogueFile}`);
}

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { apiDocFiles } from './api-docs';
import { listFiles, registries } from './registries';

// `--check` only reports stale files (CI); without it the files are rewritten.
const check = process.argv.includes('--check');
let stale = 0;

function update(files: Record<string, string>, source: string) {
  for (const [file, text] of Object.entries(files)) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current === text) continue;
    stale++;
    if (check) {
      console.error(`${file} is out of date with ${source}: run "npm run schemas" and commit it.`);
    } else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      console.log(`wrote ${file}`);
    }
  }
}

// The lists of field types, blocks and route groups first: the schemas below are made from them.
for (const registry of registries) update(await listFiles(registry), registry.source);
if (check && stale > 0) process.exit(1);
const { schemaFiles } = await import('../src/app/project');
update(schemaFiles(), 'the zod schemas');
// The endpoint reference of docs/api.md, from the API's contracts.
update(await apiDocFiles(), 'the API contracts in src/schema/api/');
if (check && stale > 0) process.exit(1);
if (!check && stale === 0) console.log('schemas are up to date');

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { schemaFiles } from '../src/app/project';

// `--check` only reports stale files (CI); without it the files are rewritten.
const check = process.argv.includes('--check');
let stale = 0;
for (const [file, text] of Object.entries(schemaFiles())) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current === text) continue;
  stale++;
  if (check) {
    console.error(
      `${file} is out of date with the zod schemas: run "npm run schemas" and commit it.`,
    );
  } else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
if (check && stale > 0) process.exit(1);
if (!check && stale === 0) console.log('schemas are up to date');

/**
 * `npm run leads -- --format csv|json [--since DATE] [--out FILE]`: the stored leads (enquiries,
 * applications, messages) from $DATA_DIR/site.db (default data/), oldest first, on standard
 * output or in FILE. npm prints its own banner on standard output, so to save a file use
 * `--out` (or `npm run --silent leads … > file`):
 *   npm run leads -- --format csv --since 2025-01-01 --out leads.csv
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { leadsToCsv, leadsToJson } from '../src/server/storage/lead-export';
import { isPostgresUrl, storageFromEnv } from '../src/server/storage/open';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    format: { type: 'string', default: 'csv' },
    since: { type: 'string' },
    out: { type: 'string' },
  },
  strict: true,
});
const format = values.format;
if (format !== 'csv' && format !== 'json') fail(`--format must be csv or json, not "${format}"`);
const since = values.since === undefined ? undefined : new Date(values.since);
if (since && Number.isNaN(since.getTime()))
  fail(`--since must be a date like 2025-01-31 or 2025-01-31T09:00:00Z, not "${values.since}"`);

const file = join(resolve(process.env.DATA_DIR ?? 'data'), 'site.db');
const onPostgres = isPostgresUrl(process.env.DATABASE_URL);
if (!onPostgres && !existsSync(file))
  console.error(`no database at ${file} yet: no lead has been stored`);
const leads =
  onPostgres || existsSync(file)
    ? await (async () => {
        const storage = await storageFromEnv();
        try {
          return await storage.listLeads(since ? { since } : {});
        } finally {
          await storage.close();
        }
      })()
    : [];
const text = format === 'csv' ? leadsToCsv(leads) : leadsToJson(leads);
if (values.out) {
  // Leads are personal data: the file is readable by its owner only.
  writeFileSync(values.out, text, { mode: 0o600 });
  console.error(`wrote ${leads.length} lead(s) to ${values.out}`);
} else {
  process.stdout.write(text);
}

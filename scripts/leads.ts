/**
 * The stored leads from the shell ($DATA_DIR/site.db, default data/, or DATABASE_URL):
 *
 *   npm run leads -- --format csv|json [--since DATE] [--out FILE]
 *     every lead, oldest first, on standard output or in FILE. npm prints its own banner on
 *     standard output, so to save a file use `--out` (or `npm run --silent leads … > file`).
 *   npm run leads -- export-person --email ADDRESS [--out FILE]
 *     every record of that person (account, leads with their history) as JSON.
 *   npm run leads -- erase --email ADDRESS [--yes]
 *     erases that person everywhere (decisions.md #57); recorded in the audit log as done by
 *     the operator. At a terminal it asks first, unless --yes.
 *
 * Bad input exits with status 2 and a message saying what is allowed.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { personEmailSchema } from '../src/server/api/person-email';
import { operatorActor } from '../src/server/audit/actors';
import { leadsToCsv, leadsToJson } from '../src/server/storage/lead-export';
import { isPostgresUrl, storageFromEnv } from '../src/server/storage/open';
import type { Storage } from '../src/server/storage/types';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const commands = ['export', 'export-person', 'erase'] as const;
const usage = `usage: npm run leads -- [--format csv|json] [--since DATE] [--out FILE]
       npm run leads -- export-person --email ADDRESS [--out FILE]
       npm run leads -- erase --email ADDRESS [--yes]`;

const { values, positionals } = (() => {
  try {
    return parseArgs({
      options: {
        format: { type: 'string', default: 'csv' },
        since: { type: 'string' },
        out: { type: 'string' },
        email: { type: 'string' },
        yes: { type: 'boolean', default: false },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
})();
const command = commands.find((c) => c === (positionals[0] ?? 'export'));
if (!command || positionals.length > 1)
  fail(`unknown command "${positionals.join(' ')}"\n${usage}`);

/** Writes `text` to --out (owner-only: it is personal data) or to standard output. */
function output(text: string, what: string) {
  if (values.out) {
    writeFileSync(values.out, text, { mode: 0o600 });
    console.error(`wrote ${what} to ${values.out}`);
  } else {
    process.stdout.write(text);
  }
}

const file = join(resolve(process.env.DATA_DIR ?? 'data'), 'site.db');
const hasDatabase = isPostgresUrl(process.env.DATABASE_URL) || existsSync(file);

/** Runs `use` on the storage, or gives `none` when no lead has ever been stored. */
async function withStorage<T>(task: (storage: Storage) => Promise<T>, none: T): Promise<T> {
  if (!hasDatabase) {
    console.error(`no database at ${file} yet: no lead has been stored`);
    return none;
  }
  const storage = await storageFromEnv();
  try {
    return await task(storage);
  } finally {
    await storage.close();
  }
}

if (command === 'export') {
  const format = values.format;
  if (format !== 'csv' && format !== 'json') fail(`--format must be csv or json, not "${format}"`);
  const since = values.since === undefined ? undefined : new Date(values.since);
  if (since && Number.isNaN(since.getTime()))
    fail(`--since must be a date like 2025-01-31 or 2025-01-31T09:00:00Z, not "${values.since}"`);
  const leads = await withStorage((s) => s.listLeads(since ? { since } : {}), []);
  output(format === 'csv' ? leadsToCsv(leads) : leadsToJson(leads), `${leads.length} lead(s)`);
} else {
  if (values.email === undefined) fail(`${command} needs --email ADDRESS\n${usage}`);
  const parsed = personEmailSchema.safeParse(values.email);
  if (!parsed.success) fail(`--email: ${parsed.error.issues[0]?.message ?? 'not an address'}`);
  const email = parsed.data;
  await withStorage(async (storage) => {
    const records = await storage.personRecords({ email });
    const leadIds = records.leads.map(({ lead }) => lead.id);
    const found = `${leadIds.length} lead(s)${records.account ? ' and an account' : ''}`;
    if (command === 'export-person') {
      await storage.audit({
        actor: operatorActor(),
        action: 'export_person',
        leadIds,
        count: leadIds.length + (records.account ? 1 : 0),
      });
      return output(`${JSON.stringify(records, null, 2)}\n`, found);
    }
    if (process.stdin.isTTY && !values.yes) {
      const ask = createInterface({ input: process.stdin, output: process.stderr });
      const reply = await ask.question(`Erase ${found} of ${email}, for good? Type yes: `);
      ask.close();
      if (reply.trim().toLowerCase() !== 'yes') return console.error('nothing was erased');
    }
    const counts = await storage.erasePerson({ email }, operatorActor());
    const removed = Object.entries(counts).filter(([, n]) => n > 0);
    console.error(
      removed.length === 0
        ? `nothing was stored for ${email}; the request is recorded in the audit log`
        : `erased: ${removed.map(([table, n]) => `${table} ${n}`).join(', ')}`,
    );
  }, undefined);
}

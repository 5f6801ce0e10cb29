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
import { personEmailSchema } from '../../src/schema/person-email';
import { operatorActor } from '../../src/server/audit/actors';
import { leadsToCsv, leadsToJson } from '../../src/server/storage/lead-export';
import { isPostgresUrl, storageFromEnv } from '../../src/server/storage/open';
import type { Storage } from '../../src/server/storage/types';
import { CliExit, type CliIo } from '../cli/io';

const commands = ['export', 'export-person', 'erase'] as const;
const usage = `usage: npm run leads -- [--format csv|json] [--since DATE] [--out FILE]
       npm run leads -- export-person --email ADDRESS [--out FILE]
       npm run leads -- erase --email ADDRESS [--yes]`;

function refuse(message: string): never {
  throw new CliExit(2, message);
}

function readArgs(args: string[]) {
  try {
    return parseArgs({
      args,
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
    return refuse(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
}

/** `npm run leads -- …argv`. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = readArgs(argv);
  const command = commands.find((c) => c === (positionals[0] ?? 'export'));
  if (!command || positionals.length > 1)
    refuse(`unknown command "${positionals.join(' ')}"\n${usage}`);

  /** Writes `text` to --out (owner-only: it is personal data) or to standard output. */
  const output = (text: string, what: string) => {
    if (values.out) {
      writeFileSync(resolve(io.cwd, values.out), text, { mode: 0o600 });
      io.err(`wrote ${what} to ${values.out}\n`);
    } else {
      io.out(text);
    }
  };

  const file = join(resolve(io.cwd, io.env.DATA_DIR ?? 'data'), 'site.db');
  const hasDatabase = isPostgresUrl(io.env.DATABASE_URL) || existsSync(file);

  /** Runs `use` on the storage, or gives `none` when no lead has ever been stored. */
  async function withStorage<T>(task: (storage: Storage) => Promise<T>, none: T): Promise<T> {
    if (!hasDatabase) {
      io.err(`no database at ${file} yet: no lead has been stored\n`);
      return none;
    }
    const storage = await storageFromEnv(io.env);
    try {
      return await task(storage);
    } finally {
      await storage.close();
    }
  }

  if (command === 'export') {
    const format = values.format;
    if (format !== 'csv' && format !== 'json')
      refuse(`--format must be csv or json, not "${format}"`);
    const since = values.since === undefined ? undefined : new Date(values.since);
    if (since && Number.isNaN(since.getTime()))
      refuse(
        `--since must be a date like 2025-01-31 or 2025-01-31T09:00:00Z, not "${values.since}"`,
      );
    const leads = await withStorage((s) => s.listLeads(since ? { since } : {}), []);
    output(format === 'csv' ? leadsToCsv(leads) : leadsToJson(leads), `${leads.length} lead(s)`);
    return 0;
  }
  if (values.email === undefined) refuse(`${command} needs --email ADDRESS\n${usage}`);
  const parsed = personEmailSchema.safeParse(values.email);
  if (!parsed.success) refuse(`--email: ${parsed.error.issues[0]?.message ?? 'not an address'}`);
  const email = parsed.data;
  await withStorage(async (storage) => {
    const records = await storage.personRecords({ email });
    const leadIds = records.leads.map(({ lead }) => lead.id);
    const found = `${leadIds.length} lead(s)${records.account ? ' and an account' : ''}`;
    // Other people's leads that only mention the address are theirs: named, never taken (#77).
    if (records.mentionedIn.length > 0)
      io.err(
        `kept: lead(s) ${records.mentionedIn.join(', ')} of other people only mention ${email}\n`,
      );
    if (command === 'export-person') {
      await storage.audit({
        actor: operatorActor(),
        action: 'export_person',
        leadIds,
        count: leadIds.length + (records.account ? 1 : 0),
      });
      return output(`${JSON.stringify(records, null, 2)}\n`, found);
    }
    if (io.stdin.isTTY && !values.yes) {
      const ask = createInterface({ input: io.stdin, output: process.stderr });
      const reply = await ask.question(`Erase ${found} of ${email}, for good? Type yes: `);
      ask.close();
      if (reply.trim().toLowerCase() !== 'yes') return io.err('nothing was erased\n');
    }
    const counts = await storage.erasePerson({ email }, operatorActor());
    const removed = Object.entries(counts).filter(([, n]) => n > 0);
    io.err(
      removed.length === 0
        ? `nothing was stored for ${email}; the request is recorded in the audit log\n`
        : `erased: ${removed.map(([table, n]) => `${table} ${n}`).join(', ')}\n`,
    );
  }, undefined);
  return 0;
}

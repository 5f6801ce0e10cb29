import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPostgresStorage } from '../../../src/server/storage/postgres';
import { freshDatabase, postgresUrl } from '../storage/postgres-databases';
import { serverInstances } from './server-instances';

const dir = mkdtempSync(join(tmpdir(), 'retention-instances-'));
const instances = serverInstances(dir);
afterAll(() => {
  instances.killAll();
  rmSync(dir, { recursive: true, force: true });
});

const logLine = z.object({ msg: z.string(), anonymised: z.record(z.string(), z.number()) });

/** The retention runs an instance logged: one entry per line "lead retention: …". */
const retentionRuns = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('"lead retention'))
    .map((line) => logLine.parse(JSON.parse(line)).anonymised);

/** Stops an instance as a deployment does (SIGTERM), so what it was running finishes. */
async function stopped(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exit = once(child, 'exit');
  child.kill('SIGTERM');
  await exit;
}

describe.skipIf(!postgresUrl)('retention with two instances on one PostgreSQL', () => {
  it(
    'anonymises the due leads once, run and logged by one instance',
    { timeout: 120_000 },
    async () => {
      const url = await freshDatabase();
      const storage = await openPostgresStorage(url);
      const fields = (name: string) => [
        { name: 'fname', label: 'First Name', type: 'text', value: name },
      ];
      const lost = await storage.saveLead(
        { form: 'contact', fields: fields('Ravi') },
        { notify: false },
      );
      await storage.updateLead(lost.id, { status: 'lost' }, 'staff@example.com');
      const spam = await storage.saveLead(
        { form: 'contact', fields: fields('Bot'), spamReason: 'Too fast.' },
        { notify: false },
      );
      const open = await storage.saveLead(
        { form: 'contact', fields: fields('Asha') },
        { notify: false },
      );
      // Received and last changed two years ago: past the 12 months of lost and spam leads in
      // site.config.json, within the 36 of new ones.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("UPDATE leads SET received_at = now() - interval '2 years'");
      await client.query("UPDATE lead_events SET at = now() - interval '2 years'");
      await client.end();

      const env = { DATABASE_URL: url, LOG_LEVEL: 'info' };
      const children = (await Promise.all([instances.start(env), instances.start(env)])).map(
        (instance) => instance.child,
      );
      await Promise.all(children.map(stopped));
      const runs = children.flatMap((child) => retentionRuns(instances.output(child)));
      expect(runs).toEqual([{ new: 0, contacted: 0, won: 0, lost: 1, spam: 1 }]);
      const read = async (id: number) => (await storage.getLead(id))?.lead;
      expect((await read(lost.id))?.fields[0]?.value).toBe('');
      expect((await read(spam.id))?.anonymisedAt).toBeDefined();
      expect((await read(open.id))?.fields[0]?.value).toBe('Asha');
      expect((await storage.queryLeads({ limit: 10, offset: 0 })).total).toBe(3);
      await storage.close();
    },
  );
});

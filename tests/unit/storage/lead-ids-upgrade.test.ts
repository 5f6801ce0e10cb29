import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sqlite } from '../../../src/server/storage/dialect';
import { stepsFrom } from '../../../src/server/storage/migrations';
import { openDatabase } from '../../../src/server/storage/sqlite-open';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';

const dir = mkdtempSync(join(tmpdir(), 'lead-ids-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fields = (email: string) =>
  JSON.stringify([{ name: 'email', label: 'Email', type: 'email', value: email }]);

it('keeps every lead, its id and what refers to it when leads are renumbered never to reuse an id', async () => {
  const file = join(dir, 'site.db');
  // A database as the version before: leads 1-3 kept, 4 and 5 erased (the audit log says so).
  const db = openDatabase(file);
  for (const step of stepsFrom(sqlite, 0).filter((s) => s.version <= 12)) {
    db.exec(step.sql);
    db.pragma(`user_version = ${step.version}`);
  }
  const at = new Date().toISOString();
  for (const id of [1, 2, 3]) {
    db.prepare(
      `INSERT INTO leads (id, received_at, form, fields, status) VALUES (?, ?, 'enquiry', ?, 'new')`,
    ).run(id, at, fields(`p${id}@example.com`));
    db.prepare('INSERT INTO lead_search (id, text) VALUES (?, ?)').run(id, `p${id}@example.com`);
    db.prepare(
      `INSERT INTO lead_events (lead_id, at, actor, change, from_value, to_value)
       VALUES (?, ?, 'ravi', 'status', 'new', 'won')`,
    ).run(id, at);
    db.prepare(`INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)`).run(id, at);
  }
  db.prepare(
    `INSERT INTO audit_log (at, actor, action, lead_ids, count, detail)
     VALUES (?, 'operator', 'erase', '[4,5]', 2, '{}')`,
  ).run(at);
  db.close();

  const storage = openSqliteStorage(file);
  try {
    for (const id of [1, 2, 3]) {
      const kept = await storage.getLead(id);
      expect(kept?.lead.fields[0]?.value).toBe(`p${id}@example.com`);
      expect(kept?.history).toHaveLength(1);
    }
    expect((await storage.dueMail(new Date(Date.now() + 1000), 10)).map((j) => j.lead.id)).toEqual([
      1, 2, 3,
    ]);
    const next = await storage.saveLead(
      {
        form: 'enquiry',
        fields: [{ name: 'email', label: 'Email', type: 'email', value: 'new@example.com' }],
      },
      { notify: false },
    );
    expect(next.id).toBe(6);
  } finally {
    await storage.close();
  }
  const after = openDatabase(file);
  expect(after.pragma('foreign_key_check')).toEqual([]);
  expect(after.pragma('foreign_keys', { simple: true })).toBe(1);
  after.close();
});

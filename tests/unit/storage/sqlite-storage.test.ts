import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { storageContract } from './storage-contract';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-storage-'));
let count = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// On disk, so writes go through the writer thread as in production.
storageContract('SQLite', () => openSqliteStorage(join(dir, `db-${++count}.db`)));

describe('SQLite: upgrading a database from before accounts and the inbox', () => {
  it('keeps its leads and accounts, new and searchable', async () => {
    const file = join(dir, 'old.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE leads (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, form TEXT NOT NULL,
                page TEXT, subject TEXT, fields TEXT NOT NULL);
              CREATE TABLE users (id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, username TEXT NOT NULL,
                email TEXT NOT NULL COLLATE NOCASE UNIQUE, password_hash TEXT NOT NULL);
              CREATE TABLE outbox (id INTEGER PRIMARY KEY, lead_id INTEGER NOT NULL REFERENCES leads (id),
                attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT NOT NULL, last_error TEXT, sent_at TEXT);`);
    old
      .prepare('INSERT INTO leads (received_at, form, page, fields) VALUES (?, ?, ?, ?)')
      .run(
        '2026-01-01T00:00:00.000Z',
        'contact',
        '/contact-info',
        JSON.stringify([
          { name: 'message', label: 'Message', type: 'textarea', value: 'Old ERP lead, ÉLURU' },
        ]),
      );
    old
      .prepare('INSERT INTO users (created_at, username, email, password_hash) VALUES (?, ?, ?, ?)')
      .run('2026-01-01T00:00:00.000Z', 'meena', 'meena@example.com', 'h');
    old.pragma('user_version = 1');
    old.close();

    const storage = openSqliteStorage(file);
    try {
      const found = await storage.queryLeads({ text: 'erp lead', limit: 10, offset: 0 });
      expect(found.leads).toMatchObject([{ form: 'contact', status: 'new', note: '' }]);
      // Lowercased beyond ASCII on the way, as new leads are.
      const accented = await storage.queryLeads({ text: 'éluru', limit: 10, offset: 0 });
      expect(accented.total).toBe(1);
      expect((await storage.findUserByEmail('meena@example.com'))?.role).toBe('visitor');
    } finally {
      await storage.close();
    }
  });
});

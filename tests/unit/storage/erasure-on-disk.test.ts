import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';

const dir = mkdtempSync(join(tmpdir(), 'erasure-on-disk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const address = 'kavya.iyer@example.com';
const message = 'Quote for migrating our Tally server to the cloud';
const passwordHash = 'scrypt$kavya-password-hash-0123456789';

/** The database's files whose bytes hold `text` (as SQLite stores it: UTF-8). */
const filesHolding = (file: string, text: string) =>
  [file, `${file}-wal`].filter(
    (f) => existsSync(f) && readFileSync(f).includes(Buffer.from(text, 'utf8')),
  );

it('leaves no erased address, message or password hash in the database file or its WAL', async () => {
  const file = join(dir, 'site.db');
  const storage = openSqliteStorage(file);
  try {
    const person = await storage.createUser({
      username: 'Kavya Iyer',
      email: address,
      passwordHash,
    });
    if (person === 'exists') throw new Error('account refused');
    for (let i = 0; i < 3; i++)
      await storage.saveLead(
        {
          form: 'enquiry',
          fields: [
            { name: 'email', label: 'Email', type: 'email', value: address },
            { name: 'message', label: 'Message', type: 'textarea', value: `${message} #${i}` },
          ],
        },
        { notify: true },
      );
    // The scan sees them before: the check can fail.
    expect(filesHolding(file, address)).not.toEqual([]);
    expect(filesHolding(file, message)).not.toEqual([]);

    await storage.erasePerson({ email: address }, { id: null, name: 'operator' });

    for (const text of [address, message, passwordHash])
      expect(filesHolding(file, text), text).toEqual([]);
  } finally {
    await storage.close();
  }
});

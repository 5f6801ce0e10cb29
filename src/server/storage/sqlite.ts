import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { sqlite } from './dialect';
import { groupCommit } from './group-commit';
import { migrateSqlite } from './migrations';
import { sqlStorage } from './storage';
import { openDatabase } from './sqlite-open';
import { writerThread } from './sqlite-thread';
import { prepareWrites, statementRunner, type WriteResult } from './sqlite-writes';
import { IdempotencyConflict, type Storage } from './types';

/** What a write gave, or its failure as an error. */
function written(result: WriteResult): unknown {
  if (result.ok) return result.row;
  throw result.code === 'conflict' ? new IdempotencyConflict() : new Error(result.message);
}

/**
 * Embedded SQLite storage in one file. Reads run on the calling thread; writes are group-committed
 * by a writer thread (see `groupCommit`): each batch is one transaction, synced to disk
 * (WAL, synchronous=FULL) before any write in it resolves, so a lead the API answered 200 for
 * survives a crash or power cut, and the sync never holds up the requests being answered.
 * An in-memory database has no file to share with a thread: it writes inline, in batches too.
 */
export function openSqliteStorage(file: string): Storage {
  const onDisk = file !== ':memory:';
  // Leads and password hashes are personal data: owner-only folder and file (SQLite gives the
  // -wal and -shm files the database file's permissions).
  if (onDisk) mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const created = onDisk && !existsSync(file);
  const db = openDatabase(file);
  if (created) chmodSync(file, 0o600);
  migrateSqlite(db);

  const thread = onDisk ? writerThread(file) : undefined;
  const inline = () => {
    const { runBatch } = prepareWrites(db);
    return async (ops: Parameters<typeof runBatch>[0]) => runBatch(ops);
  };
  const writes = thread ? groupCommit(thread.execute, { pipelined: true }) : groupCommit(inline());
  const run = statementRunner(db);

  // One process owns the file and its outbox runs one round at a time: no mail job to claim.
  const storage = sqlStorage({
    dialect: sqlite,
    read: async (sql, params = []) => run({ sql, params }),
    write: async (op) => written(await writes.submit(op)),
    async close() {
      await writes.drain();
      await thread?.close();
      if (db.open) db.close();
    },
  });
  return {
    ...storage,
    // The erased rows' pages are zeroed in the WAL; the checkpoint writes them into the file
    // and empties the WAL, whose older frames still hold the data (decisions.md #76).
    async erasePerson(person, actor) {
      const counts = await storage.erasePerson(person, actor);
      if (onDisk) db.pragma('wal_checkpoint(TRUNCATE)');
      return counts;
    },
  };
}

import Database from 'better-sqlite3';

/**
 * Opens the database file with the settings every connection needs. WAL lets readers go on while
 * a batch is written; synchronous=FULL syncs the WAL at every commit, so a committed lead survives
 * a crash or power cut. secure_delete overwrites what is deleted with zeros, so an erased person's
 * data does not stay in free pages of the file (decisions.md #76).
 */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

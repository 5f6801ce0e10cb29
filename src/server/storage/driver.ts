import type { Dialect } from './dialect';
import type { OutboxItem } from './outbox/types';
import type { SharedState } from './shared/types';
import type { WriteOp } from './write-ops';

/** What the storage needs from a database: sqlite.ts and postgres.ts each give one. */
export interface Driver {
  dialect: Dialect;
  /** The rows of a read, parameters numbered $1, $2…, outside any write. */
  read(sql: string, params?: unknown[]): Promise<unknown[]>;
  /** Runs a write (writes.ts) in its own transaction: what it gives, once committed. */
  write(op: WriteOp): Promise<unknown>;
  /** Mail jobs given to this caller alone; without it every due job (one process sends them). */
  dueMail?(now: Date, limit: number, destinations?: readonly string[]): Promise<OutboxItem[]>;
  shared?: SharedState;
  close(): Promise<void>;
}

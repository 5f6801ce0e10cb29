import Database from 'better-sqlite3';
import { z } from 'zod';
import { sqlite } from './dialect';
import { IdempotencyConflict } from './leads/types';
import type { Statement } from './steps';
import type { WriteOp } from './write-ops';
import { writeSteps } from './writes';

/** Results in a message from the writer, one per operation, checked on the request thread. */
export const writeResultsSchema = z.array(
  z.union([
    z.object({ ok: z.literal(true), row: z.unknown().optional() }),
    z.object({ ok: z.literal(false), code: z.literal('conflict') }),
    z.object({ ok: z.literal(false), code: z.literal('failed'), message: z.string() }),
  ]),
);

/** What one operation gave: what its write returned, an Idempotency-Key conflict, or a failure. */
export type WriteResult = z.infer<typeof writeResultsSchema>[number];

/**
 * Runs statements on `db`, each prepared once. Parameters numbered $1, $2… in order, each once,
 * become SQLite's `?` and are bound by position (the cheaper way); a statement that uses one
 * twice, as PostgreSQL's may, binds them by number ($1 is key 1).
 */
export function statementRunner(db: Database.Database): (statement: Statement) => unknown[] {
  const prepared = new Map<string, { statement: Database.Statement; inOrder: boolean }>();
  const prepare = (sql: string) => {
    const numbers = [...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
    const inOrder = numbers.every((n, i) => n === i + 1);
    const statement = db.prepare(inOrder ? sql.replace(/\$\d+/g, '?') : sql);
    prepared.set(sql, { statement, inOrder });
    return { statement, inOrder };
  };
  return ({ sql, params }) => {
    const { statement, inOrder } = prepared.get(sql) ?? prepare(sql);
    const bound = inOrder ? params : [Object.fromEntries(params.map((p, i) => [i + 1, p]))];
    if (!statement.reader) {
      statement.run(...bound);
      return [];
    }
    return statement.all(...bound);
  };
}

/**
 * The writer: `runBatch` applies a batch in one transaction, so the whole batch costs one sync to
 * disk; each operation has its own savepoint, so one that fails does not undo the others. Results
 * are returned after the commit only.
 */
export function prepareWrites(db: Database.Database) {
  const run = statementRunner(db);
  const steps = writeSteps(sqlite);
  // A write's statements run one after the other, synchronously, each given its rows.
  const applyOne = db.transaction((op: WriteOp): unknown => {
    const write = steps(op);
    for (let next = write.next(); ; next = write.next(run(next.value)))
      if (next.done) return next.value;
  });
  const applyAll = db.transaction((ops: WriteOp[]): WriteResult[] =>
    ops.map((op) => {
      try {
        return { ok: true, row: applyOne(op) };
      } catch (error) {
        if (error instanceof IdempotencyConflict) return { ok: false, code: 'conflict' };
        return { ok: false, code: 'failed', message: String(error) };
      }
    }),
  );
  return { runBatch: (ops: WriteOp[]): WriteResult[] => applyAll.immediate(ops) };
}

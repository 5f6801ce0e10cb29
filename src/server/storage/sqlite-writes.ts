import Database from 'better-sqlite3';
import { z } from 'zod';
import { sqlite } from './dialect';
import { IdempotencyConflict } from './types';
import { writeSteps, type Row, type Statement, type WriteOp } from './writes';

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
 * Runs statements on `db`, each prepared once. Parameters go by number ($1 is key 1), so a
 * statement may use one twice, as PostgreSQL's do.
 */
export function statementRunner(db: Database.Database): (statement: Statement) => Row[] {
  const prepared = new Map<string, Database.Statement>();
  return ({ sql, params }) => {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
    const byNumber: Record<number, unknown> = {};
    params.forEach((param, i) => (byNumber[i + 1] = param));
    const bound = params.length === 0 ? [] : [byNumber];
    if (!statement.reader) {
      statement.run(...bound);
      return [];
    }
    return statement.all(...bound).filter((row): row is Row => typeof row === 'object');
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

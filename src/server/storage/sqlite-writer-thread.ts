/**
 * The SQLite writer thread: owns the connection that writes, so the sync to disk at each commit
 * never blocks the thread that answers requests. Messages: `{ id, ops }` → `{ id, results }` (both
 * JSON text) (or `{ id, error }` when the batch could not be committed), and `{ close: true }`.
 *
 * Batches that arrived while a commit was running are committed together in the next
 * transaction (group commit across batches): the thread takes every message waiting on its
 * port, commits them as one, then answers each. No batch is answered before it is on disk.
 */
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { openDatabase } from './sqlite-open';
import { prepareWrites } from './sqlite-writes';
import { writeOpsSchema, type WriteOp } from './write-ops';

const port = parentPort;
if (!port) throw new Error('sqlite-writer-thread runs as a worker thread only');
const { file } = z.object({ file: z.string() }).parse(workerData);
const db = openDatabase(file);
const { runBatch } = prepareWrites(db);

const message = z.union([
  z.object({ id: z.number(), ops: z.string() }),
  z.object({ close: z.literal(true) }),
]);

/** Commits the batches as one transaction and answers each with its own results. */
function commit(batches: { id: number; ops: WriteOp[] }[]) {
  if (batches.length === 0) return;
  try {
    const results = runBatch(batches.flatMap((b) => b.ops));
    let from = 0;
    for (const { id, ops } of batches) {
      port?.postMessage({ id, results: JSON.stringify(results.slice(from, from + ops.length)) });
      from += ops.length;
    }
  } catch (error) {
    for (const { id } of batches) port?.postMessage({ id, error: String(error) });
  }
}

port.on('message', (first: unknown) => {
  const waiting: unknown[] = [first];
  for (let next = receiveMessageOnPort(port); next; next = receiveMessageOnPort(port))
    waiting.push(next.message);
  const batches: { id: number; ops: WriteOp[] }[] = [];
  for (const raw of waiting) {
    const msg = message.parse(raw);
    if ('close' in msg) {
      commit(batches);
      db.close();
      port.close();
      return;
    }
    try {
      batches.push({ id: msg.id, ops: writeOpsSchema.parse(JSON.parse(msg.ops)) });
    } catch (error) {
      port.postMessage({ id: msg.id, error: String(error) });
    }
  }
  commit(batches);
});

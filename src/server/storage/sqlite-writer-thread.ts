/**
 * The SQLite writer thread: owns the connection that writes, so the sync to disk at each commit
 * never blocks the thread that answers requests. Messages: `{ id, ops }` → `{ id, results }` (both JSON text) (or
 * `{ id, error }` when the batch could not be committed), and `{ close: true }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { openDatabase } from './sqlite-open';
import { prepareWrites, writeOpsSchema } from './sqlite-writes';

const port = parentPort;
if (!port) throw new Error('sqlite-writer-thread runs as a worker thread only');
const { file } = z.object({ file: z.string() }).parse(workerData);
const db = openDatabase(file);
const { runBatch } = prepareWrites(db);

const message = z.union([
  z.object({ id: z.number(), ops: z.string() }),
  z.object({ close: z.literal(true) }),
]);

port.on('message', (raw: unknown) => {
  const msg = message.parse(raw);
  if ('close' in msg) {
    db.close();
    port.close();
    return;
  }
  try {
    const results = runBatch(writeOpsSchema.parse(JSON.parse(msg.ops)));
    port.postMessage({ id: msg.id, results: JSON.stringify(results) });
  } catch (error) {
    port.postMessage({ id: msg.id, error: String(error) });
  }
});

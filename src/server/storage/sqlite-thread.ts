import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { BatchExecutor } from './group-commit';
import { threadFromSource } from '../../engine/tooling/thread-source';
import { writeResultsSchema, type WriteResult } from './sqlite-writes';
import type { WriteOp } from './write-ops';

const reply = z.union([
  z.object({ id: z.number(), results: z.string() }),
  z.object({ id: z.number(), error: z.string() }),
]);

/**
 * Starts the writer thread: the bundled server's sqlite-writer-thread.js beside it, or, run from
 * TypeScript sources (tsx, vitest), that file bundled from its sources, since Node's worker
 * cannot load a .ts entry by itself.
 */
function spawn(file: string): Worker {
  const entry = import.meta.url.endsWith('.ts')
    ? threadFromSource(new URL('./sqlite-writer-thread.ts', import.meta.url))
    : new URL('./sqlite-writer-thread.js', import.meta.url);
  return new Worker(entry, { workerData: { file } });
}

export interface WriterThread {
  execute: BatchExecutor<WriteOp, WriteResult>;
  close(): Promise<void>;
}

/**
 * The batch executor backed by a writer thread, started on the first write (a reader, such as the
 * export command, never starts one). A thread that dies fails the batch it held (its outcome is
 * unknown to us, so it is not retried) and is replaced for the next.
 */
export function writerThread(file: string): WriterThread {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (r: WriteResult[]) => void; reject: (e: Error) => void }
  >();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const start = (): Worker => {
    const w = spawn(file);
    w.on('message', (raw: unknown) => {
      const msg = reply.parse(raw);
      const waiting = pending.get(msg.id);
      pending.delete(msg.id);
      if ('error' in msg) waiting?.reject(new Error(msg.error));
      else waiting?.resolve(writeResultsSchema.parse(JSON.parse(msg.results)));
    });
    w.on('error', (error) => failAll(error));
    w.on('exit', (code) => {
      if (worker === w) worker = undefined;
      failAll(new Error(`the database writer stopped (exit code ${code})`));
    });
    return w;
  };

  return {
    execute(ops) {
      worker ??= start();
      const w = worker;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // As one JSON string: copying a string to the thread is much cheaper than cloning objects.
        w.postMessage({ id, ops: JSON.stringify(ops) });
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      if (!w) return;
      const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
      w.postMessage({ close: true });
      await exited;
    },
  };
}

import { Worker } from 'node:worker_threads';
import { threadFromSource } from '../../engine/tooling/thread-source';
import { renderReplySchema, type RenderJob, type RenderedFile } from './render-jobs';

/** Renders pages of a build on worker threads, one per core (see render-thread.ts). */
export interface RenderPool {
  render(job: Omit<RenderJob, 'id'>): Promise<RenderedFile>;
  /** Stops the threads; a render still waiting fails. */
  close(): Promise<void>;
}

interface Waiting {
  job: RenderJob;
  resolve: (file: RenderedFile) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  running: Map<number, Waiting>;
}

/** Pages sent to a thread before it answers the first: it renders one while its answer travels. */
const perThread = 2;

/**
 * A pool of `size` renderer threads for the build in `distDir`; `fresh`
 * is the build's key as loadServerEntry takes it. Threads start on the first render and are
 * replaced when one stops; pages are handed out as threads finish, so a slow page holds up none.
 */
export function renderPool(distDir: string, fresh: string | undefined, size: number): RenderPool {
  const entry = import.meta.url.endsWith('.ts')
    ? threadFromSource(new URL('./render-thread.ts', import.meta.url))
    : new URL('./render-thread.js', import.meta.url);
  const slots: Slot[] = [];
  const queue: Waiting[] = [];
  let nextId = 1;
  let closed = false;

  const start = (): Slot => {
    const slot: Slot = {
      worker: new Worker(entry, { workerData: { distDir, fresh } }),
      running: new Map(),
    };
    const fail = (error: Error) => {
      for (const waiting of slot.running.values()) waiting.reject(error);
      slot.running.clear();
    };
    slot.worker.on('message', (raw: unknown) => {
      const reply = renderReplySchema.parse(raw);
      const waiting = slot.running.get(reply.id);
      slot.running.delete(reply.id);
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply);
      pump();
    });
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      fail(new Error(`a page renderer stopped (exit code ${code})`));
      const at = slots.indexOf(slot);
      if (at !== -1) slots.splice(at, 1);
      pump();
    });
    return slot;
  };

  function pump() {
    if (closed) return;
    while (slots.length < size && queue.length > 0) slots.push(start());
    for (const slot of slots) {
      while (slot.running.size < perThread) {
        const next = queue.shift();
        if (!next) break;
        slot.running.set(next.job.id, next);
        slot.worker.postMessage(next.job);
      }
      // An idle thread does not keep the process alive.
      if (slot.running.size > 0) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  return {
    render(job) {
      if (closed) return Promise.reject(new Error('the page renderers are stopped'));
      return new Promise<RenderedFile>((resolve, reject) => {
        queue.push({ job: { ...job, id: nextId++ }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0))
        waiting.reject(new Error('the page renderers are stopped'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

/** How long renderer threads are kept after an update, for the next (each holds the bundle). */
const threadsIdleMs = 60_000;

/**
 * The renderer threads of the current build (`buildKey`): started when an update takes them,
 * replaced when the build changed, and stopped once no update needed them for a while.
 */
export function idlingRenderPool(
  distDir: string,
  buildKey: () => string | undefined,
  size: number,
) {
  let threads: { pool: RenderPool; key: string | undefined; idle?: NodeJS.Timeout } | undefined;
  const stop = async () => {
    const stopped = threads;
    threads = undefined;
    clearTimeout(stopped?.idle);
    await stopped?.pool.close();
  };
  return {
    /** The threads for the current build, kept until `idle` is called. */
    take(): RenderPool {
      if (threads && threads.key !== buildKey()) void stop();
      threads ??= { pool: renderPool(distDir, buildKey(), size), key: buildKey() };
      clearTimeout(threads.idle);
      return threads.pool;
    },
    /** Stops the threads if no update needs them for a while. */
    idle() {
      if (!threads) return;
      clearTimeout(threads.idle);
      threads.idle = setTimeout(() => void stop(), threadsIdleMs);
      threads.idle.unref();
    },
    stop,
  };
}

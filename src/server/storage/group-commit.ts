/** Runs a batch of operations in one transaction and gives one result per operation, in order. */
export type BatchExecutor<Op, Result> = (ops: Op[]) => Promise<Result[]>;

export interface GroupCommit<Op, Result> {
  /** Queues an operation; resolves with its result once the batch holding it is committed. */
  submit(op: Op): Promise<Result>;
  /** Resolves when nothing is queued or being committed. */
  drain(): Promise<void>;
}

export interface GroupCommitOptions {
  /** Most operations handed to the executor at once. */
  maxBatch?: number;
  /**
   * Whether the executor takes a batch while an earlier one is still being committed. A writer
   * thread does: it queues what it is given and commits everything that waited during its last
   * commit in one transaction, so it starts the next commit the moment the last is on disk,
   * instead of waiting for this thread to hear of it and send the next batch.
   */
  pipelined?: boolean;
}

interface Waiting<Op, Result> {
  op: Op;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: operations that arrive together (in one turn of the event loop, or while a batch
 * is being committed) go to the executor as one batch, so one sync to disk serves every request
 * that came in meanwhile. Without `pipelined`, one batch is in flight at a time. A failed batch
 * fails each operation in it, and the queue goes on.
 */
export function groupCommit<Op, Result>(
  execute: BatchExecutor<Op, Result>,
  { maxBatch = 512, pipelined = false }: GroupCommitOptions = {},
): GroupCommit<Op, Result> {
  let queue: Waiting<Op, Result>[] = [];
  const inFlight = new Set<Promise<void>>();
  let scheduled = false;

  const send = (batch: Waiting<Op, Result>[]) => {
    const done: Promise<void> = execute(batch.map((w) => w.op))
      .then((results) => {
        if (results.length !== batch.length)
          throw new Error(`a batch of ${batch.length} gave ${results.length} results`);
        results.forEach((result, i) => batch[i]?.resolve(result));
      })
      .catch((error: unknown) => batch.forEach((w) => w.reject(error)))
      .finally(() => {
        inFlight.delete(done);
        flush();
      });
    inFlight.add(done);
  };
  const flush = () => {
    while (queue.length > 0 && (pipelined || inFlight.size === 0)) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      send(batch);
    }
  };

  return {
    submit(op) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ op, resolve, reject });
        // Started after the event loop has taken in every request that is ready, so they share it.
        if (!scheduled && (pipelined || inFlight.size === 0)) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            flush();
          });
        }
      });
    },
    async drain() {
      while (inFlight.size > 0 || queue.length > 0) {
        flush();
        await Promise.all(inFlight);
      }
    },
  };
}

/** Runs a batch of operations in one transaction and gives one result per operation, in order. */
export type BatchExecutor<Op, Result> = (ops: Op[]) => Promise<Result[]>;

export interface GroupCommit<Op, Result> {
  /** Queues an operation; resolves with its result once the batch holding it is committed. */
  submit(op: Op): Promise<Result>;
  /** Resolves when nothing is queued or being committed. */
  drain(): Promise<void>;
}

interface Waiting<Op, Result> {
  op: Op;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: operations that arrive while a batch is being committed wait together and go
 * into the next batch, so one sync to disk serves every request that came in meanwhile. One
 * batch is in flight at a time; a failed batch fails each operation in it, and the queue goes on.
 */
export function groupCommit<Op, Result>(
  execute: BatchExecutor<Op, Result>,
  { maxBatch = 512 }: { maxBatch?: number } = {},
): GroupCommit<Op, Result> {
  let queue: Waiting<Op, Result>[] = [];
  let inFlight: Promise<void> | undefined;

  const flush = () => {
    if (inFlight || queue.length === 0) return;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    inFlight = execute(batch.map((w) => w.op))
      .then((results) => {
        if (results.length !== batch.length)
          throw new Error(`a batch of ${batch.length} gave ${results.length} results`);
        results.forEach((result, i) => batch[i]?.resolve(result));
      })
      .catch((error: unknown) => batch.forEach((w) => w.reject(error)))
      .finally(() => {
        inFlight = undefined;
        flush();
      });
  };

  return {
    submit(op) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ op, resolve, reject });
        // Started after the event loop has taken in every request that is ready, so they share it.
        if (queue.length === 1 && !inFlight) setImmediate(flush);
      });
    },
    async drain() {
      while (inFlight || queue.length > 0) {
        flush();
        await inFlight;
      }
    },
  };
}

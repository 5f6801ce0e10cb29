/** Why a hash was refused: this client has one in progress, or every place is taken. */
export class HashingBusyError extends Error {
  constructor(readonly scope: 'client' | 'server') {
    super(scope === 'client' ? 'client already hashing' : 'hashing queue full');
  }
}

export interface HashQueue {
  /**
   * Runs `task` when a place is free, or rejects at once with HashingBusyError: when `client`
   * already has a task waiting or running, or when the queue is full.
   */
  run<T>(client: string | undefined, task: () => Promise<T>): Promise<T>;
}

/**
 * A bounded, fair queue for password hashes: at most `running` at once, `waiting` more in line
 * (first come, first served), and one per client. A burst from one client then costs it one
 * place, not everyone's turn, and nobody waits longer than a few hashes: the rest are told at
 * once to try again.
 */
export function createHashQueue({ running = 2, waiting = 4 } = {}): HashQueue {
  let active = 0;
  const line: (() => void)[] = [];
  const clients = new Set<string>();

  const next = () => {
    active--;
    line.shift()?.();
  };

  return {
    async run(client, task) {
      if (client !== undefined && clients.has(client)) throw new HashingBusyError('client');
      if (active >= running && line.length >= waiting) throw new HashingBusyError('server');
      if (client !== undefined) clients.add(client);
      try {
        if (active >= running) await new Promise<void>((resolve) => line.push(resolve));
        active++;
        try {
          return await task();
        } finally {
          next();
        }
      } finally {
        if (client !== undefined) clients.delete(client);
      }
    },
  };
}

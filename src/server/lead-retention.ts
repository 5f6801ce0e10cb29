import type { FastifyBaseLogger } from 'fastify';
import type { LeadsSettings } from '../schema/leads-settings';
import type { Storage } from './storage/types';

const dayMs = 24 * 60 * 60_000;

export interface Retention {
  /** Runs the job now if it is due (no instance ran it in the last day); for start and tests. */
  runDue(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The daily retention job (decisions.md #56): at start and then every `checkMs` each instance
 * asks the database whether a day has passed since the last run; the one that gets it anonymises
 * the leads due under `leads.retention` and logs one line of counts per status.
 */
export function startRetention({
  storage,
  settings,
  log,
  checkMs = 60 * 60_000,
}: {
  storage: Storage;
  settings: LeadsSettings;
  log: FastifyBaseLogger;
  checkMs?: number;
}): Retention {
  let running: Promise<void> | undefined;
  const runDue = (now = new Date()) =>
    (running ??= (async () => {
      try {
        const run = await storage.runRetention(now, settings.retention, new Date(+now + dayMs));
        if (!run) return;
        const total = Object.values(run).reduce((sum, n) => sum + n, 0);
        log.info({ anonymised: run, total }, `lead retention: ${total} lead(s) anonymised`);
      } catch (error) {
        log.error({ err: error }, 'lead retention failed; it is tried again at the next check');
      } finally {
        running = undefined;
      }
    })());
  void runDue();
  const timer = setInterval(() => void runDue(), checkMs);
  timer.unref();
  return {
    runDue,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

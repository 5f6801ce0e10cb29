import type { FastifyBaseLogger } from 'fastify';
import type { Lead, Storage } from '../storage/types';

export type SendLead = (lead: Lead) => Promise<void>;

export interface Outbox {
  /** Sends what is due now, in the background. */
  kick(): void;
  /** Waits for a running round, for tests and shutdown. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const maxDelayMs = 6 * 60 * 60 * 1000;
/** A send is not started this close to the end of its job's hold. */
const holdMarginMs = 1000;
/** Jobs taken per round. */
const batchSize = 20;

/**
 * Delivers stored jobs, each to its destination (e-mail, a webhook, Slack, Teams) with the
 * sender of that name; jobs of a destination this instance has no sender for are left to one
 * that has. A failed send is logged and retried with growing delays (1×, 2×, 4×… the base, at
 * most 6 hours); the lead itself is already stored, so a destination's trouble never loses it.
 * Jobs left by a crash are picked up on the next start.
 */
export function startOutbox({
  storage,
  senders,
  log,
  retryMs = 60_000,
}: {
  storage: Storage;
  /** A sender per destination, by the name its jobs carry ("email", "webhook"…). */
  senders: ReadonlyMap<string, SendLead>;
  log: FastifyBaseLogger;
  retryMs?: number;
}): Outbox {
  let stopped = false;

  /**
   * One destination's deliveries: rounds of its due jobs, one round at a time. Each destination
   * has its own, so a destination that hangs until each try times out never holds up another.
   */
  const lane = (destination: string, send: SendLead) => {
    let running: Promise<void> | undefined;
    let again = false;

    /** Sends up to a batch of due jobs; true when the batch was full, so more may be waiting. */
    const round = async (): Promise<boolean> => {
      const jobs = await storage.dueMail(new Date(), batchSize, [destination]);
      for (const job of jobs) {
        if (stopped) return false;
        // A job held too long (a slow mail server) may be another instance's by now: leave the
        // rest to whoever takes them next, rather than send a second copy.
        if (job.heldUntil && Date.now() > job.heldUntil.getTime() - holdMarginMs) return true;
        try {
          await send(job.lead);
          await storage.markMailSent(job.id, new Date());
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const delay = Math.min(retryMs * 2 ** job.attempts, maxDelayMs);
          const attempt = job.attempts + 1;
          log.error(
            { lead: job.lead.id, destination, attempt, err: message },
            'lead delivery failed; will retry',
          );
          await storage.markMailFailed(job.id, message, new Date(Date.now() + delay));
        }
      }
      return jobs.length === batchSize;
    };

    const kick = () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = round()
        .then((full) => {
          // A full batch: the rest of a backlog goes now, not at the next timer tick.
          if (full) again = true;
        })
        .catch((error: unknown) => log.error({ err: error, destination }, 'outbox round failed'))
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            kick();
          }
        });
    };
    return {
      kick,
      async idle() {
        while (running) await running;
      },
    };
  };

  const lanes = [...senders].map(([destination, send]) => lane(destination, send));
  const kick = () => {
    for (const each of lanes) each.kick();
  };
  const idle = async () => {
    await Promise.all(lanes.map((each) => each.idle()));
  };
  const timer = setInterval(kick, Math.min(retryMs, 60_000));
  timer.unref();
  kick();

  return {
    kick,
    idle,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await idle();
    },
  };
}

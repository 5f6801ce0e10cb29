import type { FastifyBaseLogger } from 'fastify';

export const dayMs = 86_400_000;

/**
 * Runs `task` now and once a day until the function it gives is called. A failed run is logged
 * (as `what`) and tried again the next day: what it removes is only kept a day longer.
 */
export function everyDay(task: () => Promise<void>, what: string, log: FastifyBaseLogger) {
  const run = () => task().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  void run();
  const timer = setInterval(() => void run(), dayMs);
  timer.unref();
  return () => clearInterval(timer);
}

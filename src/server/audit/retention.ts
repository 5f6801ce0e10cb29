import type { FastifyBaseLogger } from 'fastify';
import { auditRetentionFloorDays } from '../storage/sql-migrations';
import type { Storage } from '../storage/types';
import { dayMs, everyDay } from '../daily';

/** AUDIT_RETENTION_DAYS: whole days, at least the floor the database enforces; default 2 years. */
export function auditRetentionFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 730;
  const days = Number(value);
  if (!Number.isInteger(days) || days < auditRetentionFloorDays)
    throw new Error(
      `AUDIT_RETENTION_DAYS must be a whole number of days, at least ${auditRetentionFloorDays}, not "${value}"`,
    );
  return days;
}

/**
 * Purges the audit entries older than `days` now and once a day; gives the function that stops
 * it. A failed purge is logged and tried again the next day: entries kept longer lose nothing.
 */
export function startAuditRetention(
  storage: Storage,
  days: number,
  log: FastifyBaseLogger,
): () => void {
  return everyDay(
    async () => {
      const removed = await storage.purgeAudit(new Date(Date.now() - days * dayMs));
      if (removed > 0) log.info({ removed }, 'audit log entries past their retention removed');
    },
    'audit log purge',
    log,
  );
}

import type { Dialect } from '../dialect';
import type { DomainMigrations } from '../steps';

/** The delivery jobs as at version 5. */
export const outboxTables = (d: Dialect) => ({
  // claimed_until: until when an instance holds the job it took (PostgreSQL only).
  outbox: `CREATE TABLE outbox (
     id ${d.id},
     lead_id integer NOT NULL REFERENCES leads (id),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at ${d.time} NOT NULL,
     claimed_until ${d.time},
     last_error text,
     sent_at ${d.time}
   );
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;`,
});

export const outboxMigrations: DomainMigrations = {
  5: (d) => Object.values(outboxTables(d)).join('\n'),
  // 7: delivery to several destinations (decisions.md #51). A lead's job names where it goes
  // ("email", "webhook", "slack", "teams"), one job per lead and destination; failing_since is
  // the time of its first failed try, cleared once it is sent.
  7: (d) => `ALTER TABLE outbox ADD COLUMN destination text NOT NULL DEFAULT 'email';
    ALTER TABLE outbox ADD COLUMN failing_since ${d.time};
    CREATE UNIQUE INDEX outbox_lead_destination ON outbox (lead_id, destination);`,
};

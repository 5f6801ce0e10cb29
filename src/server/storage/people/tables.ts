import type { DomainMigrations } from '../steps';

/** The shortest retention of the audit log: the database refuses to purge a younger entry. */
export const auditRetentionFloorDays = 365;

export const peopleMigrations: DomainMigrations = {
  // 9: the leads' audit log (decisions.md #58): who viewed, changed, exported or erased which
  // lead, and staff logins. Append-only in the database itself: a row can neither change nor
  // go, except by the retention purge, and only once it is older than the shortest retention
  // allowed. The actor has no foreign key: an account erased later must not change its entries.
  9: (d) => `CREATE TABLE audit_log (
      id ${d.id},
      at ${d.time} NOT NULL,
      actor_id integer,
      actor text NOT NULL,
      action text NOT NULL,
      lead_ids ${d.json} NOT NULL,
      count integer NOT NULL,
      detail ${d.json} NOT NULL
    );
    CREATE INDEX audit_log_at ON audit_log (at);
    ${d.appendOnly('audit_log', auditRetentionFloorDays)}`,
};

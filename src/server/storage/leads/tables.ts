import type { Dialect } from '../dialect';
import type { DomainMigrations } from '../steps';

/** The leads' tables as at version 5. */
export const leadTables = (d: Dialect) => ({
  leads: `CREATE TABLE leads (
     id ${d.id},
     received_at ${d.time} NOT NULL,
     form text NOT NULL,
     page text,
     subject text,
     fields ${d.json} NOT NULL,
     source ${d.json},
     user_id integer REFERENCES users (id) ON DELETE SET NULL,
     status text NOT NULL DEFAULT 'new'
       CHECK (status IN ('new', 'contacted', 'won', 'lost', 'spam')),
     note text NOT NULL DEFAULT ''
   );
   CREATE INDEX leads_received_at ON leads (received_at);
   CREATE INDEX leads_status ON leads (status, id);
   CREATE INDEX leads_page ON leads (page, id);
   CREATE INDEX leads_user ON leads (user_id, id);`,
  // Staff's text search scans each lead's values, lowercased, in this narrow table (#31).
  leadSearch: `CREATE TABLE lead_search (
     id integer PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     text text NOT NULL
   );`,
  leadEvents: `CREATE TABLE lead_events (
     id ${d.id},
     lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     at ${d.time} NOT NULL,
     actor text NOT NULL,
     change text NOT NULL CHECK (change IN ('status', 'note')),
     from_value text NOT NULL,
     to_value text NOT NULL
   );
   CREATE INDEX lead_events_lead ON lead_events (lead_id, id);`,
  // An enquiry's Idempotency-Key, claimed before its lead is stored (so lead_id starts empty),
  // committed with it, forgotten after a day.
  idempotencyKeys: `CREATE TABLE idempotency_keys (
     key text PRIMARY KEY,
     fingerprint text NOT NULL,
     lead_id integer REFERENCES leads (id) ON DELETE CASCADE,
     created_at ${d.time} NOT NULL
   )${d.keyedByText};
   CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);`,
});

/** The columns of `leads` as at version 12, copied when SQLite rebuilds the table at 13. */
const columnsAt12 = `id, received_at, form, page, subject, fields, source, user_id, status, note,
      spam_reason, notice, marketing_consent, anonymised_at`;

export const leadMigrations: DomainMigrations = {
  5: (d) => Object.values(leadTables(d)).join('\n'),
  // 7: a lead stored as spam keeps why (decisions.md #51).
  7: () => 'ALTER TABLE leads ADD COLUMN spam_reason text;',
  // 10: notice, consent and retention (decisions.md #56). A lead keeps the notice its form showed
  // (the purposes and the policy page's version) and the answer to the form's marketing box
  // (null: not asked); `anonymised_at` is set when the retention job replaced its personal data.
  // `scheduled_runs` holds when a job every instance runs is next due, so one instance runs it.
  10: (d) => `ALTER TABLE leads ADD COLUMN notice ${d.json};
    ALTER TABLE leads ADD COLUMN marketing_consent integer CHECK (marketing_consent IN (0, 1));
    ALTER TABLE leads ADD COLUMN anonymised_at ${d.time};
    CREATE TABLE scheduled_runs (
      name text PRIMARY KEY,
      next_run_at ${d.time} NOT NULL,
      last_run_at ${d.time},
      last_result ${d.json}
    )${d.keyedByText};`,
  // 14: a lead's id is never given again (decisions.md #76): audit entries and saved links name
  // leads by id, so an erased lead's id must not come back on someone else's enquiry. PostgreSQL's
  // identity never reuses a number; SQLite gives the highest id + 1 unless the key is
  // AUTOINCREMENT, which takes a rebuild of the table (the migration runs with foreign keys off,
  // so the tables referring to leads keep their rows; every row and id is copied). Ids erased
  // before this version count too: the highest the audit log names.
  14: (d) =>
    d.name === 'postgres'
      ? 'SELECT 1;'
      : `CREATE TABLE leads_numbered (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      received_at ${d.time} NOT NULL,
      form text NOT NULL,
      page text,
      subject text,
      fields ${d.json} NOT NULL,
      source ${d.json},
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'won', 'lost', 'spam')),
      note text NOT NULL DEFAULT '',
      spam_reason text,
      notice ${d.json},
      marketing_consent integer CHECK (marketing_consent IN (0, 1)),
      anonymised_at ${d.time}
    );
    INSERT INTO leads_numbered (${columnsAt12}) SELECT ${columnsAt12} FROM leads;
    DROP TABLE leads;
    ALTER TABLE leads_numbered RENAME TO leads;
    CREATE INDEX leads_received_at ON leads (received_at);
    CREATE INDEX leads_status ON leads (status, id);
    CREATE INDEX leads_page ON leads (page, id);
    CREATE INDEX leads_user ON leads (user_id, id);
    INSERT INTO sqlite_sequence (name, seq)
      SELECT 'leads', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'leads');
    UPDATE sqlite_sequence SET seq = max(seq, coalesce(
      (SELECT max(CAST(value AS integer)) FROM audit_log, json_each(audit_log.lead_ids)), 0))
      WHERE name = 'leads';`,
  // 21: the versions of experiments a lead's visitor was shown that day (decisions.md #103).
  21: (d) => `ALTER TABLE leads ADD COLUMN experiments ${d.json};`,
};

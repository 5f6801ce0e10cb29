import type { DomainMigrations } from '../steps';

export const changeMigrations: DomainMigrations = {
  // 8: scheduled publishing and review. A page change waits in `page_changes` (the page as it
  // will be published, or its removal) until it is approved, its time comes or it is cancelled;
  // one instance claims it to publish (`claimed_until`, its lease); every step is an event.
  8: (d) => `CREATE TABLE page_changes (
      id ${d.id},
      file text NOT NULL,
      action text NOT NULL CHECK (action IN ('publish', 'unpublish')),
      content ${d.json},
      base_version text,
      redirect_from text,
      message text NOT NULL DEFAULT '',
      publish_at ${d.time},
      state text NOT NULL CHECK (state IN ('review', 'sent_back', 'scheduled', 'publishing',
        'published', 'failed', 'cancelled')),
      claimed_until ${d.time},
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      author text NOT NULL,
      author_email text NOT NULL,
      created_at ${d.time} NOT NULL,
      updated_at ${d.time} NOT NULL,
      outcome ${d.json}
    );
    CREATE INDEX page_changes_due ON page_changes (publish_at)
      WHERE state IN ('scheduled', 'publishing');
    CREATE INDEX page_changes_updated ON page_changes (updated_at);
    CREATE TABLE page_change_events (
      id ${d.id},
      change_id integer NOT NULL REFERENCES page_changes (id) ON DELETE CASCADE,
      at ${d.time} NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      actor text NOT NULL,
      step text NOT NULL CHECK (step IN ('requested', 'scheduled', 'commented', 'approved',
        'sent_back', 'cancelled', 'published', 'failed')),
      comment text NOT NULL DEFAULT ''
    );
    CREATE INDEX page_change_events_change ON page_change_events (change_id, id);`,
};

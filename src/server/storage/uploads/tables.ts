import type { DomainMigrations } from '../steps';

export const uploadMigrations: DomainMigrations = {
  // 12: an uploaded picture waits here, private to editors, until the first publish naming it
  // writes it into the content (decisions.md #73); its bytes as base64 text, which both
  // databases and the writer thread's messages carry alike, and its credit for the sources table.
  12: (d) => `CREATE TABLE pending_uploads (
      name text PRIMARY KEY,
      type text NOT NULL,
      data text NOT NULL,
      original_name text NOT NULL,
      source text NOT NULL,
      author text NOT NULL,
      licence text NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      uploaded_by text NOT NULL,
      uploaded_at ${d.time} NOT NULL
    )${d.keyedByText};`,
};

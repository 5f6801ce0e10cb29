import type { DomainMigrations } from '../steps';

export const draftMigrations: DomainMigrations = {
  // 6: page editing on the server. A draft is an editor's unpublished change to one content
  // file, numbered by `revision` so two editors never overwrite each other unseen; a preview
  // link shows a draft to anyone holding its secret (only its hash is kept) until it expires.
  6: (d) => `CREATE TABLE drafts (
      file text PRIMARY KEY,
      content ${d.json} NOT NULL,
      base_version text,
      revision integer NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      author text NOT NULL,
      updated_at ${d.time} NOT NULL
    )${d.keyedByText};
    CREATE TABLE preview_links (
      token_hash text PRIMARY KEY,
      file text NOT NULL,
      created_by text NOT NULL,
      created_at ${d.time} NOT NULL,
      expires_at ${d.time} NOT NULL
    )${d.keyedByText};
    CREATE INDEX preview_links_expiry ON preview_links (expires_at);`,
  // 11: a discarded draft is kept a while, with who discarded it and when, so it can be brought
  // back (decisions.md #71); the columns of its draft as they were, then the discard's.
  11: (d) => `CREATE TABLE discarded_drafts (
      id ${d.id},
      file text NOT NULL,
      content ${d.json} NOT NULL,
      base_version text,
      revision integer NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      author text NOT NULL,
      updated_at ${d.time} NOT NULL,
      discarded_by_id integer REFERENCES users (id) ON DELETE SET NULL,
      discarded_by text NOT NULL,
      discarded_at ${d.time} NOT NULL
    );
    CREATE INDEX discarded_drafts_at ON discarded_drafts (discarded_at);`,
  // 15: a preview link shows the draft revision it was made for, kept with it, and dies with that
  // draft (published, discarded or taken into a change: the draft's row goes, and its links with
  // it) and when its maker loses the editor role (decisions.md #78). Links made before recorded
  // no revision and cannot say what they showed: they end.
  15: (d) => `DROP TABLE preview_links;
    CREATE TABLE preview_links (
      token_hash text PRIMARY KEY,
      file text NOT NULL REFERENCES drafts (file) ON DELETE CASCADE,
      revision integer NOT NULL,
      content ${d.json} NOT NULL,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_by text NOT NULL,
      created_at ${d.time} NOT NULL,
      expires_at ${d.time} NOT NULL
    )${d.keyedByText};
    CREATE INDEX preview_links_expiry ON preview_links (expires_at);
    CREATE INDEX preview_links_file ON preview_links (file);
    CREATE INDEX preview_links_user ON preview_links (user_id);`,
};

/**
 * The words in which the two databases' SQL differs; every table and statement is written once
 * with these in place (decisions.md #40). Times are ISO 8601 text in UTC on SQLite, which orders
 * them as text; PostgreSQL's `timestamptz` reads the same text.
 */
export interface Dialect {
  name: 'sqlite' | 'postgres';
  /** A table's own integer key, numbered by the database. */
  id: string;
  time: string;
  json: string;
  /** After a table keyed by text: SQLite then keeps the rows in the key's own index. */
  keyedByText: string;
  /** The condition that `needle` occurs in `text`, with no character special. */
  contains(text: string, needle: string): string;
  /** After a SELECT in a write: locks what it read (SQLite's writer holds the whole file). */
  forUpdate: string;
  /** The condition that `column` is one of the texts in parameter `n`, given as `list(texts)`. */
  oneOf(column: string, n: string): string;
  list(texts: readonly string[]): unknown;
  /**
   * The rows of parameter `n`, given as `table(rows)` (an array of arrays), as a subquery with the
   * columns `c0, c1…` of `types`: many rows in one statement whose text does not depend on how
   * many there are (so it is prepared once).
   */
  rowsOf(n: string, types: readonly ('text' | 'integer')[]): string;
  table(rows: readonly (readonly unknown[])[]): unknown;
  /**
   * Triggers that refuse every UPDATE and DELETE of `table` (and PostgreSQL's TRUNCATE), except
   * deleting a row whose time column `at` is more than `days` days old: its retention purge.
   */
  appendOnly(table: string, days: number): string;
}

export const sqlite: Dialect = {
  name: 'sqlite',
  id: 'INTEGER PRIMARY KEY',
  time: 'TEXT',
  json: 'TEXT',
  keyedByText: ' WITHOUT ROWID',
  contains: (text, needle) => `instr(${text}, ${needle}) > 0`,
  forUpdate: '',
  oneOf: (column, n) => `${column} IN (SELECT value FROM json_each(${n}))`,
  list: (texts) => JSON.stringify(texts),
  rowsOf: (n, types) =>
    `SELECT ${types.map((_, i) => `json_extract(value, '$[${i}]') AS c${i}`).join(', ')}
     FROM json_each(${n})`,
  table: (rows) => JSON.stringify(rows),
  // Times are stored as toISOString() gives them, which strftime's %f format matches.
  appendOnly: (table, days) => `CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
    BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END;
    CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
    WHEN OLD.at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${days} days')
    BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END;`,
};

export const postgres: Dialect = {
  name: 'postgres',
  id: 'integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
  time: 'timestamptz',
  json: 'jsonb',
  keyedByText: '',
  contains: (text, needle) => `strpos(${text}, ${needle}) > 0`,
  forUpdate: ' FOR UPDATE',
  oneOf: (column, n) => `${column} = ANY(${n}::text[])`,
  list: (texts) => [...texts],
  rowsOf: (n, types) =>
    `SELECT ${types.map((type, i) => `(r->>${i})::${type} AS c${i}`).join(', ')}
     FROM jsonb_array_elements(${n}::jsonb) AS r`,
  table: (rows) => JSON.stringify(rows),
  appendOnly: (table, days) => `CREATE FUNCTION ${table}_append_only() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF OLD.at < now() - interval '${days} days' THEN RETURN OLD; END IF;
      END IF;
      RAISE EXCEPTION '${table} is append-only';
    END $$;
    CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION ${table}_append_only();
    CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION ${table}_append_only();`,
};

import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { postgres, sqlite } from '../../../src/server/storage/dialect';
import { domains } from '../../../src/server/storage/domains';
import { firstSharedVersion, migrations } from '../../../src/server/storage/sql-migrations';
import { writeOpsSchema } from '../../../src/server/storage/write-ops';
import { writeSteps } from '../../../src/server/storage/writes';
import { openPostgresStorage } from '../../../src/server/storage/postgres';
import { postgresSchema } from './pg-schema-dump';
import { freshDatabase, postgresUrl } from './postgres-databases';

/** The tables a piece of SQL creates. */
const created = (sql: string) =>
  [...sql.matchAll(/CREATE TABLE (\w+)/g)].map((m) => m[1]!).filter((t) => t !== 'leads_numbered');

/** The columns a piece of SQL adds to a table, as `table.column`. */
const added = (sql: string) =>
  [...sql.matchAll(/ALTER TABLE (\w+) ADD COLUMN (\w+)/g)].map((m) => `${m[1]}.${m[2]}`);

/** The fixtures were made at version 17, the last before the domains. */
const fixtureVersion = 17;
/** The tables the versions after the fixtures' create. */
const tablesSince = (d: typeof sqlite) =>
  new Set(
    domains.flatMap((domain) =>
      Object.entries(domain.migrations)
        .filter(([version]) => Number(version) > fixtureVersion)
        .flatMap(([, step]) => created(step(d))),
    ),
  );
/** The columns the versions after the fixtures' add to tables they had. */
const columnsSince = (d: typeof sqlite) =>
  new Set(
    domains.flatMap((domain) =>
      Object.entries(domain.migrations)
        .filter(([version]) => Number(version) > fixtureVersion)
        .flatMap(([, step]) => added(step(d))),
    ),
  );

/** A PostgreSQL schema (see pg-schema-dump.ts) without the rows of `tables` and `columns`. */
const filterTables = (
  schema: Awaited<ReturnType<typeof postgresSchema>>,
  tables: Set<string>,
  columns: Set<string>,
): unknown => {
  const keep = (row: Record<string, unknown>) =>
    !tables.has(String(row.table_name ?? row.tablename ?? row.on_table)) &&
    !columns.has(`${String(row.table_name)}.${String(row.column_name)}`);
  return Object.fromEntries(
    Object.entries(schema).map(([part, rows]) => [
      part,
      (rows as Record<string, unknown>[]).filter(keep),
    ]),
  );
};

/** A new SQLite database's schema at the fixtures' version, as `sqlite_master` gives it. */
function freshSchema() {
  const db = new Database(':memory:');
  for (const step of migrations.slice(0, fixtureVersion - firstSharedVersion + 1))
    db.exec(step(sqlite));
  const rows = db
    .prepare(
      `SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL
       ORDER BY type, name`,
    )
    .all() as { sql: string }[];
  db.close();
  return rows.map((row) => ({ ...row, sql: row.sql.replace(/\s+/g, ' ') }));
}

describe('storage by domain (decisions.md #94)', () => {
  it('makes a new database exactly as the code before the domains did', () => {
    // Made by the single schema.ts of before: the versions, now spread over the domains' folders,
    // still give every table, column, index and trigger as they were.
    const before: unknown = JSON.parse(
      readFileSync(`tests/fixtures/storage/sqlite-schema-${fixtureVersion}.json`, 'utf8'),
    );
    expect(freshSchema()).toEqual(before);
  });

  it.skipIf(!postgresUrl)('makes a new PostgreSQL database as the code before did', async () => {
    const url = await freshDatabase();
    await (await openPostgresStorage(url)).close();
    const before: unknown = JSON.parse(
      readFileSync(`tests/fixtures/storage/postgres-schema-${fixtureVersion}.json`, 'utf8'),
    );
    // Less what the versions since add: tables of their own, named by their domain, and columns.
    const since = tablesSince(postgres);
    const schema = await postgresSchema(url);
    expect(filterTables(schema, since, columnsSince(postgres))).toEqual(before);
  });

  it('has each table created by one domain only', () => {
    for (const d of [sqlite, postgres]) {
      const owners = new Map<string, string[]>();
      for (const domain of domains)
        for (const step of Object.values(domain.migrations))
          for (const table of created(step(d)))
            owners.set(table, [...new Set([...(owners.get(table) ?? []), domain.name])]);
      const shared = [...owners].filter(([, names]) => names.length > 1);
      expect(shared).toEqual([]);
      expect(owners.size).toBeGreaterThan(20);
    }
  });

  it('gives every write operation to the one domain that declares it', () => {
    const kinds = domains.flatMap((domain) => domain.ops.map((op) => op.shape.kind.value));
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const domain of domains)
      expect(Object.keys(domain.writes(sqlite)).sort()).toEqual(
        domain.ops.map((op) => op.shape.kind.value).sort(),
      );
    // The writer thread's check knows every kind, and an unknown one is refused before SQL.
    expect(
      writeOpsSchema.safeParse([{ kind: 'ensureSecret', name: 'a', value: 'b' }]).success,
    ).toBe(true);
    expect(writeOpsSchema.safeParse([{ kind: 'dropEverything' }]).success).toBe(false);
    const steps = writeSteps(sqlite);
    expect(() => steps({ kind: 'dropEverything' } as never)).toThrow(/no storage domain/);
  });
});

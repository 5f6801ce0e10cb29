import pg from 'pg';

/** A PostgreSQL database's schema: columns, indexes, constraints and triggers, in a stable order. */
export async function postgresSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query = async (sql: string) => (await client.query(sql)).rows;
    return {
      columns: await query(`SELECT table_name, column_name, ordinal_position, data_type,
          is_nullable, column_default, is_identity FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
        ORDER BY table_name, ordinal_position`),
      indexes: await query(`SELECT tablename, indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' AND tablename <> 'schema_migrations'
        ORDER BY tablename, indexname`),
      constraints: await query(`SELECT conrelid::regclass::text AS on_table, conname,
          pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> 'schema_migrations'
        ORDER BY on_table, conname`),
      triggers: await query(`SELECT tgrelid::regclass::text AS on_table, tgname FROM pg_trigger
        WHERE NOT tgisinternal ORDER BY on_table, tgname`),
    };
  } finally {
    await client.end();
  }
}

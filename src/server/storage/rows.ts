import { z } from 'zod';

// Row parsing every domain shares. Each domain names the columns it reads (never `*`), so a
// column a later version adds changes no statement's result (PostgreSQL keeps its statements
// prepared), and parses its rows in its own rows.ts.

/** The same columns, each with its table: `leads.id, leads.received_at…`. */
export const qualified = (table: string, list: string) =>
  list
    .split(/,\s*/)
    .map((column) => `${table}.${column}`)
    .join(', ');

// SQLite gives times and JSON as the text stored; PostgreSQL gives a Date and the parsed value.
export const time = z.union([z.string(), z.date().transform((date) => date.toISOString())]);
/** A JSON column: the text SQLite gives, or the value PostgreSQL parsed. */
export const json = <T extends z.core.SomeType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? JSON.parse(value) : value), schema);

/** PostgreSQL counts in bigint, which its client gives as text. */
export const countRow = z.object({ total: z.coerce.number() });

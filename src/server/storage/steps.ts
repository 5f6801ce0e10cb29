import type { Dialect } from './dialect';

/** One statement, its parameters numbered $1, $2… as both databases read them. */
export interface Statement {
  sql: string;
  params: unknown[];
  /** The write's only statement: it needs no transaction around it (a round trip less). */
  alone?: true;
}

/**
 * A write as the statements it runs in one transaction: each `yield` hands over a statement and
 * gets its rows back, unchecked (the write parses what it reads); the return value is what the
 * write gives (a row, an id). SQLite's writer runs them synchronously inside its batch,
 * PostgreSQL's pool awaits each.
 */
export type Steps = Generator<Statement, unknown, unknown[]>;

/** A statement of a write. */
export const run = (sql: string, ...params: unknown[]): Statement => ({ sql, params });
/** A write's only statement. */
export const only = (sql: string, ...params: unknown[]): Statement => ({
  sql,
  params,
  alone: true,
});

/** A domain's writes: one generator of statements per kind of operation it declares. */
export type WriteHandlers<Op extends { kind: string }> = {
  [K in Op['kind']]: (op: Extract<Op, { kind: K }>) => Steps;
};

/**
 * A domain's schema changes by the version they belong to (5 onwards, decisions.md #94): each
 * version's SQL is its domains' parts, in the order domains.ts lists them. Append only.
 */
export type DomainMigrations = Readonly<Record<number, (d: Dialect) => string>>;

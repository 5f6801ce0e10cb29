import type { JsonObject } from '../json-value';

/**
 * One step of the page format: turns a page of format `from` into one of format `to` (`from + 1`).
 * It works on the page as its file holds it (plain JSON, placeholders unresolved, defaults not
 * applied), returns a new value without changing the one it was given, and leaves the `format`
 * field to the runner.
 */
export interface PageMigration {
  from: number;
  to: number;
  /** What it changes, in a line a marketer understands; `npm run migrate` prints it. */
  describe: string;
  migrate: (page: JsonObject) => JsonObject;
}

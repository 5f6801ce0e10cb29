import { currentPageFormat, pageFormatOf } from '../../schema/page-format-version';
import type { JsonObject } from './json-value';
import { pageMigrations, type PageMigration } from './migrations';

/** Where a page file stands against the format this engine reads. */
export type FormatStatus =
  | { kind: 'current' }
  | { kind: 'old'; version: number }
  | { kind: 'newer'; version: number }
  | { kind: 'invalid' };

/** Whether a parsed page file is in the current format, an older one, a newer one or none. */
export function formatStatus(page: unknown, current = currentPageFormat): FormatStatus {
  const version = pageFormatOf(page);
  if (version === undefined) return { kind: 'invalid' };
  if (version === current) return { kind: 'current' };
  return version < current ? { kind: 'old', version } : { kind: 'newer', version };
}

export type MigrationResult =
  | {
      ok: true;
      page: JsonObject;
      from: number;
      /** The migrations that changed more than the page's `"format"`. */
      changedBy: PageMigration[];
    }
  | { ok: false; reason: string };

/**
 * Brings a page (as its file holds it) to the current format by applying each migration from
 * its version on and setting `"format"` after each. A page already current comes back as it was;
 * one with a format this engine does not know, or a gap in the chain, is refused with a reason.
 */
export function migratePage(
  page: JsonObject,
  migrations: readonly PageMigration[] = pageMigrations,
  current = currentPageFormat,
): MigrationResult {
  const status = formatStatus(page, current);
  if (status.kind === 'invalid')
    return { ok: false, reason: '"format" is not a page format version (a whole number)' };
  if (status.kind === 'newer')
    return {
      ok: false,
      reason: `it is in page format ${status.version}, newer than this engine knows (${current})`,
    };
  const from = status.kind === 'old' ? status.version : current;
  const changedBy: PageMigration[] = [];
  let result = page;
  for (let version = from; version < current; version += 1) {
    const step = migrations.find((m) => m.from === version);
    if (!step || step.to !== version + 1)
      return { ok: false, reason: `no migration moves a page from format ${version} on` };
    // Spreading keeps "format" where it was; a page that had none gets it at the end, and the
    // serializer puts it in its schema place.
    const next = step.migrate(result);
    if (JSON.stringify(next) !== JSON.stringify(result)) changedBy.push(step);
    result = { ...next, format: step.to };
  }
  return { ok: true, page: result, from, changedBy };
}

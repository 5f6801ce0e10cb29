import { serializePage } from '../../src/app/project';
import { isJsonObject, isJsonValue } from '../../src/engine/page-format/json-value';
import { formatStatus, migratePage } from '../../src/engine/page-format/migrate-page';
import { currentPageFormat } from '../../src/schema/page-format-version';

/** What `npm run migrate` does with one page file. */
export type FilePlan =
  | { kind: 'current' }
  | {
      kind: 'migrate';
      from: number;
      to: number;
      /** What the migrations changed besides the format number, one line each. */
      changes: string[];
      text: string;
    }
  | { kind: 'refused'; reason: string };

/**
 * Plans the migration of one page file from its text: nothing for a page already current (its
 * text is left exactly as it is), otherwise the migrated page in the one page format, with what
 * the migrations did not touch as it was written.
 */
export function planFile(text: string): FilePlan {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? `: ${error.message}` : '';
    return {
      kind: 'refused',
      reason: `it is not valid JSON${detail} (npm run validate shows where)`,
    };
  }
  if (!isJsonValue(value) || !isJsonObject(value))
    return { kind: 'refused', reason: 'it is not a page (a JSON object)' };
  if (formatStatus(value).kind === 'current') return { kind: 'current' };
  const result = migratePage(value);
  if (!result.ok) return { kind: 'refused', reason: result.reason };
  return {
    kind: 'migrate',
    from: result.from,
    to: currentPageFormat,
    changes: result.changedBy.map((m) => m.describe),
    // Given the old text, the serializer keeps the bytes of every part the migrations left.
    text: serializePage(result.page, text),
  };
}

import { z } from 'zod';
import { isRecord } from '../../../schema/is-record';

/**
 * A draft's marks of texts drafted from a brief are kept in its `content` column beside the
 * page, under a key no page may have (the page schema is strict, and `$` keys are never page
 * fields). They go in on save and come out on read, so a `Draft`'s content is only ever the
 * page: nothing published or previewed from a draft can carry a mark, and no migration was
 * needed.
 */
const key = '$drafted';
const marks = z.array(z.string());

/** What a draft's `content` column holds: the page, with its marks when it has any. */
export function storedDraftContent(content: unknown, drafted: readonly string[]): unknown {
  if (!isRecord(content)) {
    if (drafted.length > 0) throw new Error('only a page (an object) can carry drafted marks');
    return content;
  }
  // A key of that name sent with a page is never taken for marks.
  const { [key]: _sent, ...page } = content;
  return drafted.length > 0 ? { ...page, [key]: [...drafted] } : page;
}

/** A draft's `content` column read back: the page, and its marks (none when it has none). */
export function readDraftContent(stored: unknown): { content: unknown; drafted: string[] } {
  if (!isRecord(stored) || !(key in stored)) return { content: stored, drafted: [] };
  const { [key]: kept, ...content } = stored;
  const parsed = marks.safeParse(kept);
  return { content, drafted: parsed.success ? parsed.data : [] };
}

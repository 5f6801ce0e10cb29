import { blockSchema, type Block } from '../../blocks';
import { resolvePlaceholders } from '../../engine/validation/placeholders';
import type { PointedMessage } from '../../engine/validation/problem';
import { zodIssuesToMessages } from '../../engine/validation/zod-problems';
import type { MediaEntry } from '../../schema/media';
import { withStoredAlt } from '../../schema/stored-alt-fill';
import { fieldPlace, pointerParts } from '../form/field-place';

/** One block of the edited page as the preview shows it: rendered, or a problem marker. */
export type PreviewBlockResult =
  { ok: true; block: Block } | { ok: false; type: string | undefined; problems: readonly string[] };

function typeOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null || !('type' in raw)) return undefined;
  return typeof raw.type === 'string' ? raw.type : undefined;
}

/** The alt text the media library keeps for a picture, as the validator fills empty ones. */
export type StoredAltLookup = (src: string) => MediaEntry | undefined;

function parse(raw: unknown, site: unknown, storedAlt: StoredAltLookup): PreviewBlockResult {
  // An unknown placeholder stays as written ("{{company.nam}}"), so the marketer sees it in the
  // text; the form lists it as a problem.
  const unused: PointedMessage[] = [];
  const value = withStoredAlt(resolvePlaceholders(raw, site, unused), storedAlt);
  const result = blockSchema.safeParse(value);
  if (result.success) return { ok: true, block: result.data };
  // Worded as the form and its problem list word them: field labels, items counted from 1, and
  // the validator's sentences, so the marketer finds the field the preview points at.
  const messages = zodIssuesToMessages(result.error.issues, value).map(({ pointer, message }) =>
    pointer ? `${fieldPlace(pointerParts(pointer))}: ${message}` : message,
  );
  return { ok: false, type: typeOf(raw), problems: [...new Set(messages)] };
}

/**
 * A block parser for the preview that parses each raw block object once: the editor replaces only
 * the objects it changes, so on a keystroke one block is parsed and every other result (and the
 * memoised rendering that depends on its identity) is reused.
 */
export function createBlockParser(
  site: unknown,
  storedAlt: StoredAltLookup = () => undefined,
): (raw: unknown) => PreviewBlockResult {
  const cache = new WeakMap<object, PreviewBlockResult>();
  return (raw) => {
    if (typeof raw !== 'object' || raw === null) return parse(raw, site, storedAlt);
    let result = cache.get(raw);
    if (!result) {
      result = parse(raw, site, storedAlt);
      cache.set(raw, result);
    }
    return result;
  };
}

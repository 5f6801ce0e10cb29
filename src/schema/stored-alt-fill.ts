import type { MediaEntry } from './media';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` with every image whose alt text is left empty, and not marked decorative, given the alt
 * text the media library keeps for its picture (decisions.md #111): described once, a picture is
 * described on every page that shows it. Objects are copied only where something is filled.
 */
export function withStoredAlt(
  value: unknown,
  storedAlt: (src: string) => MediaEntry | undefined,
): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => withStoredAlt(item, storedAlt));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (!isObject(value)) return value;
  let out = value;
  const { src, alt, decorative } = value;
  if (typeof src === 'string' && alt === '' && decorative !== true) {
    const entry = storedAlt(src);
    if (entry?.decorative) out = { ...value, decorative: true };
    else if (entry && entry.alt.trim() !== '') out = { ...value, alt: entry.alt };
  }
  for (const [key, child] of Object.entries(value)) {
    const filled = withStoredAlt(child, storedAlt);
    if (filled !== child) out = { ...(out === value ? { ...value } : out), [key]: filled };
  }
  return out;
}

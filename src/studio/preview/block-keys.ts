/**
 * Gives each block of successive page states a React key that follows the block: a block moved,
 * or shifted by an insert or delete above it, keeps its key (React moves its DOM instead of
 * rebuilding every block below), and a block edited in place (a new object at the same position
 * whose old object is gone) keeps the key of the one it replaces, so its state survives typing.
 */
export function createBlockKeys(): (blocks: readonly unknown[]) => string[] {
  let keyOf = new WeakMap<object, string>();
  let previous: { raw: unknown; key: string }[] = [];
  let next = 0;
  return (blocks) => {
    const present = new Set(blocks);
    const used = new Set<string>();
    const fresh = new WeakMap<object, string>();
    const keys = blocks.map((raw, i) => {
      const own = typeof raw === 'object' && raw !== null ? keyOf.get(raw) : undefined;
      const before = previous[i];
      let key: string;
      if (own !== undefined && !used.has(own)) key = own;
      else if (before && !present.has(before.raw) && !used.has(before.key)) key = before.key;
      else key = `b${next++}`;
      used.add(key);
      if (typeof raw === 'object' && raw !== null && !fresh.has(raw)) fresh.set(raw, key);
      return key;
    });
    keyOf = fresh;
    previous = blocks.map((raw, i) => ({ raw, key: keys[i] ?? '' }));
    return keys;
  };
}

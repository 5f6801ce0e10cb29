/** A menu or footer column of site.config.json, named by its JSON Pointer. */
interface List {
  pointer: string;
}

/**
 * The menu or column a link is an item of: its pointer is the list's plus "/N" (the menu bar,
 * the legal row) or "/items/N" and "/links/N" (a dropdown or submenu, a column). A dropdown's
 * link ("/nav/0/items/2") is inside the menu bar's pointer too, so a prefix would name the wrong one.
 */
export function listOf(pointer: string, lists: readonly List[]): string | undefined {
  const parent = pointer.replace(/\/\d+$/, '');
  const owner = parent.replace(/\/(items|links)$/, '');
  return (lists.find((l) => l.pointer === parent) ?? lists.find((l) => l.pointer === owner))
    ?.pointer;
}

/** "A", "A and B", "A, B and C". */
const listing = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The other lists a page is linked from, besides the first (the one the picker shows and a save
 * moves), as a sentence; empty when there are none.
 */
export function otherPlaces<T extends List>(
  entries: readonly { pointer: string }[],
  lists: readonly T[],
  name: (list: T) => string,
): string {
  const shown = entries[0] && listOf(entries[0].pointer, lists);
  const others = new Set(
    entries.slice(1).flatMap((e) => {
      const list = lists.find((l) => l.pointer === listOf(e.pointer, lists));
      return list && list.pointer !== shown ? [name(list)] : [];
    }),
  );
  return others.size === 0
    ? ''
    : `Also linked from ${listing([...others])}; saving keeps those links as they are.`;
}

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

/** A menu or column with its items in order and where a link new to it goes. */
export interface PlacedList extends List {
  items: readonly { label: string; menu: boolean }[];
  insertAt: number;
}

/** Where in `list` the page's link is now (its first link there), if it is there. */
export function ownIndex(entries: readonly { pointer: string }[], list: PlacedList) {
  const own = entries.find((e) => listOf(e.pointer, [list]) === list.pointer);
  const index = own ? Number(/\/(\d+)$/.exec(own.pointer)?.[1]) : NaN;
  return Number.isInteger(index) ? index : undefined;
}

/**
 * The place (from 0, among the list's other items) the page's link has in `list`: where it is,
 * or where a link new to the list goes.
 */
export const placeIn = (entries: readonly { pointer: string }[], list: PlacedList) =>
  ownIndex(entries, list) ?? list.insertAt;

/** The list as it will be: its other items, with the page's link (`self`) at `at`. */
export function withPage(
  entries: readonly { pointer: string }[],
  list: PlacedList,
  at: number,
  label: string,
) {
  const own = ownIndex(entries, list);
  const others = list.items.filter((_, i) => i !== own).map((item) => ({ ...item, self: false }));
  const place = Math.min(Math.max(at, 0), others.length);
  return [...others.slice(0, place), { label, menu: false, self: true }, ...others.slice(place)];
}

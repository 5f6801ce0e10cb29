import { useId, useState } from 'react';

/**
 * The page's link among its neighbours in one menu or footer column, in order, with buttons that
 * move it up and down; each move is announced. The buttons stay focusable at either end (a
 * disabled button would drop the keyboard's focus), where they do nothing.
 */
export function MenuPlace({
  where,
  listName,
  items,
  onMove,
}: {
  /** "menu" or "footer column": names the list and its buttons. */
  where: string;
  listName: string;
  items: readonly { label: string; menu: boolean; self: boolean }[];
  onMove: (at: number) => void;
}) {
  const id = useId();
  const [moved, setMoved] = useState(false);
  const at = items.findIndex((item) => item.self);
  const move = (by: number) => {
    const to = at + by;
    if (to < 0 || to >= items.length) return;
    setMoved(true);
    onMove(to);
  };
  const self = items[at];
  return (
    <div className="field menu-place">
      <p className="menu-place-label" id={`${id}-label`}>
        Place in the {where}
      </p>
      <ol className="menu-place-list" aria-labelledby={`${id}-label`}>
        {items.map((item, i) => (
          <li
            key={`${i} ${item.label}`}
            aria-current={item.self ? 'true' : undefined}
            className={item.self ? 'is-page' : undefined}
          >
            {item.label}
            {item.menu && <span className="menu-place-note"> (submenu)</span>}
            {item.self && <span className="menu-place-note"> (this page)</span>}
          </li>
        ))}
      </ol>
      <div className="menu-place-buttons">
        <button
          type="button"
          aria-label={`Move up in the ${where}`}
          aria-disabled={at <= 0}
          onClick={() => move(-1)}
        >
          Move up
        </button>
        <button
          type="button"
          aria-label={`Move down in the ${where}`}
          aria-disabled={at >= items.length - 1}
          onClick={() => move(1)}
        >
          Move down
        </button>
      </div>
      <p className="field-help" role="status">
        {moved && self ? `“${self.label}” is ${at + 1} of ${items.length} in ${listName}.` : ''}
      </p>
    </div>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import './pickers.css';

export { insertAtCaret } from './insert-at-caret';

type Fact = { token: string; value: string };

/**
 * A menu button listing the company facts with their current values, so a marketer inserts
 * "{{company.phone}}" rather than typing the number. Focus moves into the menu while it is open
 * and returns to the button when it closes.
 */
export function PlaceholderMenu({
  placeholders,
  onInsert,
  label = 'Insert company fact',
  text,
}: {
  placeholders: readonly Fact[];
  onInsert: (token: string) => void;
  label?: string;
  /** Shorter visible text; `label` (which must contain it) stays the accessible name. */
  text?: string;
}) {
  const [open, setOpen] = useState(false);
  // Which item gets focus when the menu opens: the first, or the last after ArrowUp.
  const [focusLast, setFocusLast] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = items();
    (focusLast ? all.at(-1) : all[0])?.focus();
  }, [open, focusLast]);

  const show = (last: boolean) => {
    setFocusLast(last);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const insert = (token: string) => {
    close();
    // After the focus has gone back, so the caller may move it to the text field it fills.
    onInsert(token);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.findIndex((item) => item === document.activeElement);
    const move = (index: number) => all[(index + all.length) % all.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(at + 1),
      ArrowUp: () => move(at - 1),
      Home: () => move(0),
      End: () => move(all.length - 1),
      Escape: close,
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="pk-menu">
      <button
        ref={button}
        type="button"
        className="pk-button"
        aria-label={text ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : show(false))}
        onKeyDown={onButtonKey}
      >
        {text ?? label}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className="pk-menu-list"
          onKeyDown={onMenuKey}
          onBlur={(event) => {
            // Clicking or tabbing elsewhere closes the menu without taking focus back.
            const next = event.relatedTarget;
            if (!(next instanceof Node && menu.current?.contains(next)) && next !== button.current)
              setOpen(false);
          }}
        >
          {placeholders.map((fact) => (
            <li
              key={fact.token}
              role="menuitem"
              tabIndex={-1}
              aria-label={`${fact.value}, ${fact.token}`}
              className="pk-menu-item pk-fact"
              onClick={() => insert(fact.token)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  insert(fact.token);
                }
              }}
            >
              <span className="pk-fact-value">{fact.value}</span>
              <code className="pk-secondary">{fact.token}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

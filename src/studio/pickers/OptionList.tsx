import type { ReactNode } from 'react';
import { optionId } from './use-combobox';

/** The popup listbox of a combobox; options are picked with the pointer without moving focus. */
export function OptionList<T>({
  id,
  label,
  items,
  active,
  isCurrent,
  render,
  onPick,
  onHover,
}: {
  id: string;
  label: string;
  items: readonly T[];
  active: number;
  isCurrent: (item: T) => boolean;
  render: (item: T) => ReactNode;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}) {
  return (
    <ul className="pk-listbox" id={id} role="listbox" aria-label={label}>
      {items.map((item, index) => (
        <li
          key={index}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          className={isCurrent(item) ? 'pk-option pk-option-current' : 'pk-option'}
          // Keeps focus (and the caret) in the input, so its blur does not close the list first.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => index !== active && onHover(index)}
          onClick={() => onPick(index)}
        >
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

import { createElement, useMemo, useState } from 'react';
import { lucideIcon } from '../../engine/lucide-icons';
import { filterIcons } from './icon-filter';
import { OptionList } from './OptionList';
import { optionId, useCombobox } from './use-combobox';
import './pickers.css';

function IconGlyph({ name }: { name: string | undefined }) {
  // lucideIcon looks up a component lucide-react already made, so each name keeps one type.
  const glyph = name ? lucideIcon(name) : undefined;
  return (
    <span className="pk-glyph" aria-hidden="true">
      {glyph ? createElement(glyph, { size: 18, strokeWidth: 1.75, focusable: 'false' }) : null}
    </span>
  );
}

/**
 * Chooses an icon by name: an editable combobox that filters as you type and shows each icon.
 * The list is only rendered while open, so the field costs nothing until it is used.
 */
export function IconPicker({
  id,
  value,
  options,
  optional,
  onChange,
  describedBy,
}: {
  id: string;
  value: string | undefined;
  options: readonly string[];
  optional: boolean;
  onChange: (value: string | undefined) => void;
  describedBy?: string;
}) {
  // What the marketer is typing; undefined while the input shows the chosen icon's name.
  const [query, setQuery] = useState<string>();
  const listId = `${id}-icons`;
  const items: (string | undefined)[] = useMemo(() => {
    const matches = filterIcons(options, query ?? '');
    return optional && !query?.trim() ? [undefined, ...matches] : matches;
  }, [options, optional, query]);
  const choose = (name: string | undefined) => {
    setQuery(undefined);
    if (name !== value) onChange(name);
  };
  const combo = useCombobox(listId, items.length, (index) => choose(items[index]));
  const expanded = combo.open && items.length > 0;
  const noMatch = combo.open && items.length === 0 ? `No icon matches “${query}”.` : '';

  return (
    <div className="pk-combobox">
      <div className="pk-field">
        <IconGlyph name={query === undefined ? value : items[combo.active]} />
        <input
          id={id}
          className="pk-input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={
            expanded && combo.active >= 0 ? optionId(listId, combo.active) : undefined
          }
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder={optional ? 'No icon (type to search)' : 'Type to search icons'}
          value={query ?? value ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            combo.show(0);
          }}
          onClick={() => !combo.open && combo.show(items.findIndex((item) => item === value))}
          onKeyDown={(event) => {
            // Escape also gives up the typed text: the field shows the chosen icon again.
            if (event.key === 'Escape') setQuery(undefined);
            combo.onKeyDown(event);
          }}
          onBlur={() => {
            // Typing a whole name and leaving the field chooses it; anything else is dropped.
            if (query !== undefined && options.includes(query.trim())) choose(query.trim());
            else setQuery(undefined);
            combo.close();
          }}
        />
      </div>
      {expanded && (
        <OptionList
          id={listId}
          label="Icons"
          items={items}
          active={combo.active}
          isCurrent={(item) => item === value}
          onHover={combo.setActive}
          onPick={(index) => {
            choose(items[index]);
            combo.close();
          }}
          render={(item) => (
            <>
              <IconGlyph name={item} />
              <span>{item ?? 'No icon'}</span>
            </>
          )}
        />
      )}
      <p className="pk-status" role="status">
        {noMatch}
      </p>
    </div>
  );
}

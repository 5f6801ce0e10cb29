import { useMemo } from 'react';
import type { SitePath } from '../studio-shared';
import { linkHint, suggestPages } from './link-suggestions';
import { OptionList } from './OptionList';
import { optionId, useCombobox } from './use-combobox';
import './pickers.css';

/**
 * A link field: free text (https://, tel:, mailto:, {{company.x}}) with the site's pages
 * suggested by path or title as you type, and a hint when an internal path has no page.
 */
export function LinkPicker({
  id,
  value,
  sitePaths,
  onChange,
  optional,
  describedBy,
}: {
  id: string;
  value: string | undefined;
  sitePaths: readonly SitePath[];
  onChange: (value: string | undefined) => void;
  optional: boolean;
  describedBy?: string;
}) {
  const text = value ?? '';
  const listId = `${id}-pages`;
  const hintId = `${id}-link-hint`;
  const pages = useMemo(() => suggestPages(sitePaths, text), [sitePaths, text]);
  const hint = linkHint(sitePaths, text);
  const pick = (page: SitePath | undefined) => page && page.path !== value && onChange(page.path);
  const combo = useCombobox(listId, pages.length, (index) => pick(pages[index]));
  const expanded = combo.open && pages.length > 0;

  return (
    <div className="pk-combobox">
      <input
        id={id}
        className="pk-input"
        type="text"
        inputMode="url"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={
          expanded && combo.active >= 0 ? optionId(listId, combo.active) : undefined
        }
        aria-describedby={[describedBy, hint && hintId].filter(Boolean).join(' ') || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="/page, https://…, tel:, mailto: or {{company.…}}"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          // A required link keeps "" so the form still shows it as missing rather than absent.
          onChange(next === '' && optional ? undefined : next);
          // Nothing is highlighted while typing: Enter keeps exactly what was typed.
          combo.show(-1);
        }}
        onClick={() => !combo.open && combo.show()}
        onKeyDown={combo.onKeyDown}
        onBlur={combo.close}
      />
      {expanded && (
        <OptionList
          id={listId}
          label="Pages of this site"
          items={pages}
          active={combo.active}
          isCurrent={(page) => page.path === value}
          onHover={combo.setActive}
          onPick={(index) => {
            pick(pages[index]);
            combo.close();
          }}
          render={(page) => (
            <>
              <span>{page.path}</span>
              <span className="pk-secondary">{page.title}</span>
            </>
          )}
        />
      )}
      <p id={hintId} className="pk-hint pk-hint-warning pk-status" aria-live="polite">
        {hint ?? ''}
      </p>
    </div>
  );
}

import { useCallback, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import type { BlockType } from '../../blocks';
import { blockTypeInfo } from './block-catalog';
import { filterBlockTypes, groupBlockTypes, resultCountText } from './picker-search';
import { PickerResults } from './PickerResults';

/** The picker's content: title, search box (a combobox over the results) and grouped results. */
export function PickerBody(props: {
  titleId: string;
  searchRef: RefObject<HTMLInputElement | null>;
  onChoose: (type: BlockType) => void;
  onClose: () => void;
}) {
  const { titleId, searchRef, onChoose, onClose } = props;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const baseId = useId();
  const groups = useMemo(() => groupBlockTypes(filterBlockTypes(query, blockTypeInfo)), [query]);
  // Arrow keys walk the results in the order they are shown, across groups.
  const shown = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const activeInfo = shown[Math.min(active, shown.length - 1)];
  const optionId = useCallback((type: string) => `${baseId}-${type}`, [baseId]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, last));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
    else if (event.key === 'Enter' && activeInfo) onChoose(activeInfo.type);
    else return;
    event.preventDefault();
  };

  return (
    <div className="block-picker__body">
      <div className="block-picker__header">
        <h2 id={titleId}>Add block</h2>
        <button type="button" className="block-picker__close" onClick={onClose}>
          Close
        </button>
      </div>
      <label htmlFor={`${baseId}-search`}>Search block types</label>
      <input
        ref={searchRef}
        id={`${baseId}-search`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded="true"
        aria-autocomplete="list"
        aria-controls={`${baseId}-results`}
        aria-activedescendant={activeInfo ? optionId(activeInfo.type) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p role="status" className="block-picker__count">
        {resultCountText(shown.length, query)}
      </p>
      <PickerResults
        id={`${baseId}-results`}
        groups={groups}
        activeType={activeInfo?.type}
        optionId={optionId}
        onChoose={onChoose}
      />
    </div>
  );
}

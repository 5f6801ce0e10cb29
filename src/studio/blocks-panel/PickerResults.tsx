import { useEffect, useRef } from 'react';
import type { BlockType } from '../../blocks';
import type { PickerGroup } from './picker-search';

/** The picker's listbox: one labelled group per purpose, one option per block type. */
export function PickerResults(props: {
  id: string;
  groups: readonly PickerGroup[];
  activeType: BlockType | undefined;
  optionId: (type: string) => string;
  onChoose: (type: BlockType) => void;
}) {
  const { id, groups, activeType, optionId, onChoose } = props;
  const listRef = useRef<HTMLDivElement>(null);
  // Focus stays in the search box, so the active option must be scrolled to by hand.
  useEffect(() => {
    if (activeType === undefined) return;
    const option = listRef.current?.querySelector(`[id="${optionId(activeType)}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeType, optionId]);

  return (
    <div
      ref={listRef}
      id={id}
      role="listbox"
      aria-label="Block types"
      className="block-picker__list"
    >
      {groups.map(({ group, items }) => (
        <div key={group} role="group" aria-label={group} className="block-picker__group">
          {/* The group's name reaches assistive technology through aria-label. */}
          <div aria-hidden="true" className="block-picker__group-name">
            {group}
          </div>
          {items.map((info) => (
            <div
              key={info.type}
              id={optionId(info.type)}
              role="option"
              aria-selected={info.type === activeType}
              aria-labelledby={`${optionId(info.type)}-name`}
              aria-describedby={`${optionId(info.type)}-description`}
              className="block-picker__option"
              onClick={() => onChoose(info.type)}
            >
              <span id={`${optionId(info.type)}-name`} className="block-picker__name">
                {info.name}
              </span>{' '}
              <span id={`${optionId(info.type)}-description`} className="block-picker__description">
                {info.description}
              </span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

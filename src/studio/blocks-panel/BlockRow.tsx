import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { blockTypeName } from './block-catalog';
import { blockAtPosition } from './block-description';
import type { RowActions } from './row-actions';

// Made once: rows re-render when their position changes, the icons inside them need not.
const icons = {
  grip: <GripVertical size={16} aria-hidden="true" />,
  up: <ArrowUp size={16} />,
  down: <ArrowDown size={16} />,
  duplicate: <Copy size={16} />,
  remove: <Trash2 size={16} />,
};

/** One block of the list; only its own fields are props, so other rows' changes skip it. */
export const BlockRow = memo(function BlockRow(props: {
  itemKey: string;
  type: string;
  label: string;
  problems: number;
  testing: boolean;
  index: number;
  last: boolean;
  selected: boolean;
  actions: RowActions;
}) {
  const { itemKey, type, label, problems, testing, index, last, selected, actions } = props;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: itemKey });
  const where = blockAtPosition({ type, label }, index);
  const style = { transform: CSS.Translate.toString(transform), transition };
  const className = `block-row${selected ? ' block-row--selected' : ''}${
    isDragging ? ' block-row--dragging' : ''
  }`;

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={className}
      aria-current={selected ? 'true' : undefined}
      data-key={itemKey}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        className="block-row__handle"
        aria-label={`Drag to reorder ${where}`}
        data-control="handle"
      >
        {icons.grip}
      </button>
      <button
        type="button"
        className="block-row__select"
        aria-current={selected ? 'true' : undefined}
        onClick={() => actions.select(index)}
        data-control="select"
      >
        <span className="block-row__type">{blockTypeName(type)}</span>
        {label.trim() !== '' && <span className="block-row__label">{label}</span>}
        {testing && <span className="block-row__testing">Testing a version</span>}
        {problems > 0 && (
          <span className="block-row__problems">
            {problems} {problems === 1 ? 'problem' : 'problems'}
          </span>
        )}
      </button>
      <span className="block-row__actions">
        <RowButton
          name={`Move up ${where}`}
          icon={icons.up}
          control="up"
          disabled={index === 0}
          onClick={() => actions.move(index, index - 1, 'up')}
        />
        <RowButton
          name={`Move down ${where}`}
          icon={icons.down}
          control="down"
          disabled={last}
          onClick={() => actions.move(index, index + 1, 'down')}
        />
        <RowButton
          name={`Duplicate ${where}`}
          icon={icons.duplicate}
          control="duplicate"
          onClick={() => actions.duplicate(index)}
        />
        <RowButton
          name={`Remove ${where}`}
          icon={icons.remove}
          control="remove"
          onClick={() => actions.remove(index)}
        />
      </span>
    </li>
  );
});

/**
 * An icon button named for assistive technology and pointer users alike. "Disabled" is
 * aria-disabled, not the attribute, so a button keeps focus when its block reaches the end.
 */
function RowButton(props: {
  name: string;
  icon: ReactNode;
  control: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const { name, icon, control, disabled = false, onClick } = props;
  return (
    <button
      type="button"
      className="block-row__action"
      aria-label={name}
      title={name}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      data-control={control}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}

import { useId, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import type { BlockType } from '../../blocks';
import { PickerBody } from './PickerBody';
import { useModalDialog } from '../ui/use-modal-dialog';
import './blocks-panel.css';

/** The "Add block" dialog: every registered block type, grouped, searchable, keyboard usable. */
export function BlockPicker(props: {
  open: boolean;
  onChoose: (type: BlockType) => void;
  onClose: () => void;
}) {
  const { open, onChoose, onClose } = props;
  const titleId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const dialogRef = useModalDialog(open, searchRef);

  // The parent owns `open`: every way of closing asks it instead of closing the dialog directly.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  // A click on the backdrop lands on the dialog element itself, never on its content. Both ends
  // of the click must be there: selecting search text and releasing outside is not a close.
  const pressedOnBackdrop = useRef(false);
  const onMouseDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="block-picker"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      {open && (
        <PickerBody titleId={titleId} searchRef={searchRef} onChoose={onChoose} onClose={onClose} />
      )}
    </dialog>
  );
}

import { useId } from 'react';
import type { Side } from './experiment-page';

const sides: { value: Side; label: string }[] = [
  { value: 'original', label: 'Original' },
  { value: 'variant', label: 'Variant' },
];

/**
 * Which version of the tested block the form edits and the preview shows: two radio buttons
 * drawn as one segmented control, so arrow keys move between them as in any radio group.
 */
export function VersionSwitch({ side, onSide }: { side: Side; onSide: (side: Side) => void }) {
  const name = useId();
  return (
    <fieldset className="version-switch">
      <legend>Version you are editing</legend>
      <div className="version-switch__options">
        {sides.map((option) => (
          <label key={option.value} className="version-switch__option">
            <input
              id={`test-side-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={side === option.value}
              onChange={() => onSide(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

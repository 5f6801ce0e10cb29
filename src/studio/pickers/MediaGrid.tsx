import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { MediaItem } from '../studio-api';
import { mediaUrl } from './media-search';

/**
 * The pictures `shown` as a grid of radio buttons named `id`; focus starts on the chosen one (or
 * the first) when the grid first shows, and stays where the editor is as the list changes.
 */
export function MediaGrid({
  id,
  label,
  shown,
  selected,
  onChoose,
  onKeyDown,
}: {
  id: string;
  label: string;
  shown: readonly MediaItem[];
  selected: string | undefined;
  onChoose: (item: MediaItem) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const grid = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const radios = grid.current?.querySelectorAll<HTMLInputElement>('input[type=radio]');
    const checked = [...(radios ?? [])].find((radio) => radio.checked);
    (checked ?? radios?.[0])?.focus();
  }, []);

  return (
    <fieldset id={id} ref={grid} className="pk-library" onKeyDown={onKeyDown}>
      <legend>{label}</legend>
      {shown.length === 0 && <p className="pk-hint">No {label.toLowerCase()} match.</p>}
      {shown.map((item) => (
        <label key={item.src} className="pk-thumb">
          <input
            type="radio"
            name={id}
            value={item.src}
            checked={item.src === selected}
            onChange={() => onChoose(item)}
          />
          <img src={mediaUrl(item.src)} alt="" loading="lazy" decoding="async" />
          <span className="pk-thumb-name">{item.name}</span>
          <span className="pk-secondary">
            {item.width} × {item.height}
          </span>
          {item.pending && <span className="pk-secondary">Not published yet</span>}
        </label>
      ))}
    </fieldset>
  );
}

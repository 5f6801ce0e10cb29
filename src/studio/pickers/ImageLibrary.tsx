import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface LibraryImage {
  src: string;
  width: number;
  height: number;
  bytes: number;
}

const fileName = (src: string) => src.slice(src.lastIndexOf('/') + 1);

/**
 * The images already under public/images as a grid of radio buttons: arrows choose, Enter or
 * Escape closes the grid and hands focus back to the button that opened it.
 */
export function ImageLibrary({
  id,
  selected,
  listImages,
  onChoose,
  onClose,
}: {
  id: string;
  selected: string | undefined;
  listImages: () => Promise<LibraryImage[]>;
  onChoose: (image: LibraryImage) => void;
  onClose: () => void;
}) {
  const [images, setImages] = useState<LibraryImage[]>();
  const [problem, setProblem] = useState('');
  const grid = useRef<HTMLFieldSetElement>(null);
  // The list is asked for once per opening, whatever function identity the form passes in.
  const list = useRef(listImages);

  // Listed again each time the grid opens, so a file uploaded meanwhile is there.
  useEffect(() => {
    let current = true;
    list.current().then(
      (list) => current && setImages(list),
      (error: unknown) =>
        current && setProblem(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!images) return;
    const radios = grid.current?.querySelectorAll<HTMLInputElement>('input[type=radio]');
    const checked = [...(radios ?? [])].find((radio) => radio.checked);
    (checked ?? radios?.[0])?.focus();
  }, [images]);

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter would otherwise submit the form around the field.
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  if (problem)
    return (
      <p className="pk-error" role="alert">
        Could not list the images: {problem}
      </p>
    );
  if (!images)
    return (
      <p className="pk-status" role="status">
        Loading images…
      </p>
    );
  if (images.length === 0) return <p className="pk-hint">No images under public/images yet.</p>;
  return (
    <fieldset id={id} ref={grid} className="pk-library" onKeyDown={onKeyDown}>
      <legend>Images in public/images</legend>
      {images.map((image) => (
        <label key={image.src} className="pk-thumb">
          <input
            type="radio"
            name={id}
            value={image.src}
            checked={image.src === selected}
            onChange={() => onChoose(image)}
          />
          <img src={image.src} alt="" loading="lazy" decoding="async" />
          <span className="pk-thumb-name">{fileName(image.src)}</span>
          <span className="pk-secondary">
            {image.width} × {image.height}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

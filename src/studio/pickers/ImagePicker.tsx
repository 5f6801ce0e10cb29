import { useCallback, useRef, useState } from 'react';
import { AltText } from './AltText';
import { ImageLibrary, type LibraryImage } from './ImageLibrary';
import { ImageUpload, type UploadedImage } from './ImageUpload';
import type { ImageCredit } from '../studio-api';
import './pickers.css';

export interface ImageValue {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Ticked "Decorative image": the alt text is then "" on purpose. */
  decorative?: boolean;
}

/**
 * An image field: shows the current image, chooses one from public/images or uploads one (its
 * width and height come with it), and asks for alt text unless the image is decorative.
 */
export function ImagePicker({
  id,
  value,
  optional,
  onChange,
  listImages,
  upload,
}: {
  id: string;
  value: ImageValue | undefined;
  optional: boolean;
  onChange: (value: ImageValue | undefined) => void;
  listImages: () => Promise<LibraryImage[]>;
  upload: (file: File, credit: ImageCredit) => Promise<UploadedImage>;
}) {
  const [libraryOpen, setLibraryOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const libraryId = `${id}-library`;
  const currentId = `${id}-current`;

  // Alt text describes one picture: a different picture starts with none, and is not decorative
  // until the box is ticked.
  const use = ({ src, width, height }: UploadedImage) =>
    onChange(src === value?.src ? { ...value, width, height } : { src, width, height, alt: '' });
  const closeLibrary = useCallback(() => {
    setLibraryOpen(false);
    opener.current?.focus();
  }, []);

  return (
    <div className="pk-image">
      {value ? (
        <figure className="pk-current">
          <img src={value.src} alt="" width={value.width} height={value.height} />
          <figcaption id={currentId}>
            {value.src}{' '}
            <span className="pk-secondary">
              ({value.width} × {value.height})
            </span>
          </figcaption>
        </figure>
      ) : (
        <p id={currentId} className="pk-hint">
          No image chosen.
        </p>
      )}
      <div className="pk-row">
        <button
          ref={opener}
          id={id}
          type="button"
          className="pk-button"
          aria-expanded={libraryOpen}
          aria-controls={libraryId}
          aria-describedby={currentId}
          onClick={() => setLibraryOpen(!libraryOpen)}
        >
          {value ? 'Change image' : 'Choose image'}
        </button>
        {optional && value && (
          <button
            type="button"
            className="pk-button pk-button-danger"
            onClick={() => {
              onChange(undefined);
              opener.current?.focus();
            }}
          >
            Remove image
          </button>
        )}
      </div>
      <div id={libraryId}>
        {libraryOpen && (
          <ImageLibrary
            id={`${id}-images`}
            selected={value?.src}
            listImages={listImages}
            onChoose={(image: LibraryImage) => use(image)}
            onClose={closeLibrary}
          />
        )}
      </div>
      <ImageUpload id={`${id}-upload`} upload={upload} onUploaded={use} />
      {value && (
        <AltText
          id={`${id}-alt`}
          alt={value.alt}
          decorative={value.decorative === true}
          onChange={({ alt, decorative }) => {
            // Only a ticked box is written: an image is not decorative unless the form says so.
            const { decorative: _was, ...rest } = value;
            onChange(decorative ? { ...rest, alt, decorative } : { ...rest, alt });
          }}
        />
      )}
    </div>
  );
}

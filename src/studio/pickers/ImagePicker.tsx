import { useCallback, useRef, useState } from 'react';
import { readableName } from '../../schema/media';
import { AltText } from './AltText';
import { ImageUpload, type UploadedImage } from './ImageUpload';
import { MediaLibrary, type MediaApi } from './MediaLibrary';
import type { ReplaceMode } from '../studio-session';
import { mediaUrl } from './media-search';
import type { ImageCredit, MediaItem } from '../studio-api';
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
 * An image field: shows the current image by its name, chooses one from the media library
 * (opened on the kind the field takes) or uploads one (its width and height come with it), and
 * asks for alt text unless the image is decorative; a picture picked brings its stored alt text.
 */
export function ImagePicker({
  id,
  value,
  optional,
  accepts = 'image',
  onChange,
  media,
  replaceMode,
  upload,
}: {
  id: string;
  value: ImageValue | undefined;
  optional: boolean;
  accepts?: MediaItem['kind'];
  onChange: (value: ImageValue | undefined) => void;
  media: MediaApi;
  replaceMode?: ReplaceMode;
  upload: (file: File, credit: ImageCredit) => Promise<UploadedImage>;
}) {
  const [libraryOpen, setLibraryOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const libraryId = `${id}-library`;
  const currentId = `${id}-current`;

  // Alt text describes one picture: a different picture starts with the text stored for it, or
  // none, and is decorative only when stored so.
  const use = ({ src, width, height }: UploadedImage, stored?: MediaItem) =>
    onChange(
      src === value?.src
        ? { ...value, width, height }
        : stored?.decorative
          ? { src, width, height, alt: '', decorative: true }
          : { src, width, height, alt: stored?.alt ?? '' },
    );
  // Alt text stored for the field's picture fills the field when it has none yet.
  const stored = (item: MediaItem) => {
    if (!value || item.src !== value.src || value.alt.trim() !== '' || value.decorative) return;
    if (item.decorative) onChange({ ...value, alt: '', decorative: true });
    else if (item.alt) onChange({ ...value, alt: item.alt });
  };
  const closeLibrary = useCallback(() => {
    setLibraryOpen(false);
    opener.current?.focus();
  }, []);

  return (
    <div className="pk-image">
      {value ? (
        <figure className="pk-current">
          <img src={mediaUrl(value.src)} alt="" width={value.width} height={value.height} />
          <figcaption id={currentId}>
            {readableName(value.src)}{' '}
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
          <MediaLibrary
            id={`${id}-images`}
            accepts={accepts}
            selected={value?.src}
            api={media}
            replaceMode={replaceMode}
            onChoose={(item) =>
              item.width &&
              item.height &&
              use({ src: item.src, width: item.width, height: item.height }, item)
            }
            onStored={stored}
            onClose={closeLibrary}
          />
        )}
      </div>
      <ImageUpload id={`${id}-upload`} upload={upload} onUploaded={(image) => use(image)} />
      {value && (
        <AltText
          key={value.src}
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

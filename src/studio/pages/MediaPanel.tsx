import { useRef, useState } from 'react';
import { MediaLibrary, type MediaApi } from '../pickers/MediaLibrary';
import { listMedia, replaceMedia, saveMediaAlt } from '../studio-api';
import { useReplaceMode } from '../studio-session';

const media: MediaApi = { list: listMedia, saveAlt: saveMediaAlt, replace: replaceMedia };

/**
 * The media library beside the page list, for looking after the pictures themselves: a picture
 * chosen shows its stored alt text, where it is used and Replace everywhere.
 */
export function MediaPanel() {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string>();
  const opener = useRef<HTMLButtonElement>(null);
  const replaceMode = useReplaceMode();
  return (
    <section className="media-panel" aria-labelledby="media-panel-heading">
      <div className="list-bar">
        <h2 id="media-panel-heading">Images and logos</h2>
        <button
          ref={opener}
          type="button"
          aria-expanded={open}
          aria-controls="media-panel-library"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Close the media library' : 'Open the media library'}
        </button>
      </div>
      <div id="media-panel-library" className="pk-image">
        {open && (
          <MediaLibrary
            id="media-panel"
            accepts="image"
            selected={selected}
            api={media}
            replaceMode={replaceMode}
            onChoose={(item) => setSelected(item.src)}
            onStored={() => undefined}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        )}
      </div>
    </section>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ImageCredit, MediaItem } from '../studio-api';
import { MediaDetails } from './MediaDetails';
import type { ReplaceMode } from '../studio-session';
import { MediaGrid } from './MediaGrid';
import { markReplaced, searchMedia } from './media-search';
import './pickers.css';

/** What the library asks the site for: the pictures, and the changes it makes to one. */
export interface MediaApi {
  list: () => Promise<MediaItem[]>;
  saveAlt: (input: { src: string; alt: string; decorative: boolean }) => Promise<unknown>;
  replace: (src: string, file: File, credit: ImageCredit) => Promise<unknown>;
}

const kinds = [
  { kind: 'image', label: 'Images' },
  { kind: 'logo', label: 'Logos' },
] as const;

/**
 * Every image and logo of the site, opened on the kind the field takes (the other a button
 * away), searchable by name, as a grid of radio buttons: arrows choose, Enter or Escape closes
 * it and hands focus back to the button that opened it. The chosen picture's details follow.
 */
export function MediaLibrary({
  id,
  accepts,
  selected,
  api,
  replaceMode,
  onChoose,
  onStored,
  onClose,
}: {
  id: string;
  accepts: MediaItem['kind'];
  selected: string | undefined;
  api: MediaApi;
  replaceMode: ReplaceMode | undefined;
  onChoose: (item: MediaItem) => void;
  onStored: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const [items, setItems] = useState<MediaItem[]>();
  const [problem, setProblem] = useState('');
  const [kind, setKind] = useState(accepts);
  const [query, setQuery] = useState('');
  // Asked once per opening (so an upload since is listed), whatever identity the form passes.
  const given = useRef(api);

  useEffect(() => {
    let current = true;
    given.current.list().then(
      (list) => current && setItems(list.filter((item) => item.width && item.height)),
      (error: unknown) =>
        current && setProblem(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, []);

  const closeOn = (event: KeyboardEvent) => {
    // Enter would otherwise submit the form around the field.
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  if (problem)
    return (
      <p className="pk-error" role="alert">
        Could not list the pictures: {problem}
      </p>
    );
  if (!items)
    return (
      <p className="pk-status" role="status">
        Loading the media library…
      </p>
    );
  const ofKind = items.filter((item) => item.kind === kind);
  const shown = searchMedia(ofKind, query);
  const chosen = items.find((item) => item.src === selected);
  const label = kinds.find((k) => k.kind === kind)?.label ?? '';
  const update = (src: string, change: Partial<MediaItem>) =>
    setItems((list) => list?.map((item) => (item.src === src ? { ...item, ...change } : item)));

  return (
    <section className="pk-media" aria-label="Media library">
      <div className="pk-media-bar">
        <div role="group" aria-label="Show" className="pk-kinds">
          {kinds.map((k) => (
            <button
              key={k.kind}
              type="button"
              className="pk-button pk-kind"
              aria-pressed={kind === k.kind}
              onClick={() => setKind(k.kind)}
            >
              {k.label} ({items.filter((item) => item.kind === k.kind).length})
            </button>
          ))}
        </div>
        <label htmlFor={`${id}-search`}>Search by name</label>
        <input
          id={`${id}-search`}
          className="pk-input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter would submit the page's form; Escape closes the library, as in the grid.
            if (event.key === 'Enter') event.preventDefault();
            if (event.key === 'Escape' && query === '') closeOn(event);
          }}
        />
        <p className="pk-status" role="status">
          {shown.length} of {ofKind.length} {label.toLowerCase()}
        </p>
      </div>
      <MediaGrid
        id={id}
        label={label}
        shown={shown}
        selected={selected}
        onChoose={onChoose}
        onKeyDown={closeOn}
      />
      {chosen && (
        <MediaDetails
          id={`${id}-detail`}
          item={chosen}
          replaceMode={replaceMode}
          saveAlt={async (next) => {
            await api.saveAlt({ src: chosen.src, ...next });
            update(chosen.src, next);
            onStored({ ...chosen, ...next });
          }}
          replace={async (file, credit) => {
            await api.replace(chosen.src, file, credit);
            markReplaced(chosen.src);
            update(chosen.src, {});
            onStored(chosen);
          }}
        />
      )}
      <button type="button" className="pk-button" onClick={onClose}>
        Close the library
      </button>
    </section>
  );
}

import type { ImageCredit, MediaItem } from '../studio-api';
import { MediaAltForm } from './MediaAltForm';
import type { ReplaceMode } from '../studio-session';
import { MediaReplace } from './MediaReplace';
import { MediaUsedOn } from './MediaUsedOn';

/** What the library knows of one picture: its stored alt text, where it shows, replacing it. */
export function MediaDetails({
  id,
  item,
  replaceMode,
  saveAlt,
  replace,
}: {
  id: string;
  item: MediaItem;
  /** Undefined where a picture cannot be replaced everywhere (a reviewed site). */
  replaceMode: ReplaceMode | undefined;
  saveAlt: (next: { alt: string; decorative: boolean }) => Promise<void>;
  replace: (file: File, credit: ImageCredit) => Promise<void>;
}) {
  return (
    <section className="pk-detail" aria-labelledby={`${id}-name`}>
      {/* Not a heading: the field around it sits at different depths of the page's outline. */}
      <p id={`${id}-name`} className="pk-detail-title">
        {item.name}{' '}
        <span className="pk-secondary">
          ({item.kind === 'logo' ? 'logo' : 'image'}
          {item.width && item.height ? `, ${item.width} × ${item.height}` : ''})
        </span>
      </p>
      {item.pending ? (
        <p className="pk-hint">
          Not published yet: only editors see it. It goes live with the first page you publish that
          uses it, and its alt text can be kept here from then on.
        </p>
      ) : (
        // Keyed by picture: another picture starts from its own stored text.
        <MediaAltForm key={item.src} id={`${id}-alt`} item={item} save={saveAlt} />
      )}
      <MediaUsedOn id={`${id}-used`} uses={item.usedOn} />
      {item.kind === 'image' && replaceMode && !item.pending && (
        <MediaReplace
          key={`replace ${item.src}`}
          id={`${id}-replace`}
          item={item}
          mode={replaceMode}
          replace={replace}
        />
      )}
      {item.kind === 'logo' && (
        <p className="pk-hint">
          Logos come from the makers’ own icon packages and are updated with them.
        </p>
      )}
    </section>
  );
}
